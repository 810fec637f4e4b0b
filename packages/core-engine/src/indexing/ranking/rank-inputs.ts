import type { CandidateFile } from '../work-tree/acquire.js';
import type { ProducedFile } from '../run/produce.js';
import type { StateStore } from '../state/state-store.js';
import type { GraphFile } from './graph.js';
import type { FileEntry, IndexState, SymbolRecord } from '../state/types.js';
import { rankFilesMemo, rankMemoFor } from './rank-memo.js';
import { graphRefs, refEntries } from './compact-refs.js';

// What PageRank is computed from, and whether a run changed it (then ranks are computed again).
type Produced = ReadonlyMap<string, ProducedFile>;

/** Whether both file tables hold the same paths in the same order (the graph's nodes, in its order). */
export function samePaths(a: Record<string, FileEntry>, b: Record<string, FileEntry>): boolean {
  const keys = Object.keys(a);
  let i = 0;
  for (const p in b) if (keys[i++] !== p) return false;
  return i === keys.length;
}

// The same arrays and objects for a record run after run: the graph compiles each one once.
const definesOf = new WeakMap<SymbolRecord, string[]>();
const NONE: string[] = [];
const NO_REFS: Record<string, number> = {};

/** What the graph reads of the file at `path` (its record from this run, or from the loaded packs). */
function graphFile(path: string, entry: FileEntry, produced: Produced, state: StateStore): GraphFile {
  const s = produced.get(path)?.symbols ?? state.loadedSymbols(entry.hash);
  let defines = s ? definesOf.get(s) : NONE;
  if (!defines) definesOf.set(s!, (defines = s!.defs.map((d) => d.name)));
  return { path, defines, references: s ? graphRefs(s) : NO_REFS };
}

function graphInputs(files: Record<string, FileEntry>, produced: Produced, state: StateStore) {
  const out: GraphFile[] = [];
  for (const path in files) out.push(graphFile(path, files[path]!, produced, state));
  return out;
}

/**
 * PageRank of `files` through the index's rank memo. When the memo last ranked `prevFiles` and `touched`
 * names every path whose entry differs (the same paths in the same order, `sameNodes`; else every path that
 * came), the graph's inputs are the memo's own with those paths read again: no pass over every file's record.
 */
export function rankUpdated(
  prevFiles: Record<string, FileEntry> | undefined,
  files: Record<string, FileEntry>,
  touched: readonly string[] | undefined,
  produced: Produced,
  state: StateStore,
  sameNodes = true,
): Map<string, number> {
  const memo = rankMemoFor(state);
  const last = memo.last;
  let inputs: GraphFile[] | undefined;
  if (touched && last && prevFiles && memo.files === prevFiles && !sameNodes) {
    // Files came or went: the others' inputs are the memo's (the same objects, so the memo sees them unchanged).
    const at = new Map<string, number>();
    last.paths.forEach((p, i) => at.set(p, i));
    const redo = new Set(touched);
    inputs = [];
    for (const path in files) {
      const i = redo.has(path) ? undefined : at.get(path);
      inputs.push(
        i === undefined
          ? graphFile(path, files[path]!, produced, state)
          : { path, defines: last.defines[i]!, references: last.refs[i]! },
      );
    }
  } else if (touched && last && prevFiles && memo.files === prevFiles) {
    inputs = last.paths.map((path, i) => ({ path, defines: last.defines[i]!, references: last.refs[i]! }));
    for (const path of touched) {
      const i = last.paths.indexOf(path);
      if (i >= 0 && files[path]) inputs[i] = graphFile(path, files[path], produced, state);
      else inputs = undefined; // not the same nodes after all: every file is read
      if (!inputs) break;
    }
  }
  const rank = rankFilesMemo(inputs ?? graphInputs(files, produced, state), memo);
  memo.files = files;
  return rank;
}

/** After a run that kept the ranks (no change the graph reads), the memo describes `files` as well. */
export function carryRankMemo(prevFiles: object | undefined, files: object, state: StateStore): void {
  const memo = rankMemoFor(state);
  if (prevFiles && memo.files === prevFiles) memo.files = files;
}

/** How many files came, went, or now define other names or reference names other times than before (Infinity without a previous run). */
export async function changedStructure(
  prev: IndexState | undefined,
  changed: readonly CandidateFile[],
  removed: readonly string[],
  produced: Produced,
  state: StateStore,
) {
  if (!prev) return Infinity;
  // What the graph reads of a file: the names it defines, and each name it references with its count.
  const names = (r?: SymbolRecord) =>
    [...new Set(r?.defs.map((d) => `d:${d.name}`)), ...(r ? refEntries(r) : []).map(([n, c]) => `r:${n}=${c}`)]
      .sort()
      .join(',');
  let n = removed.length;
  for (const f of changed) {
    const before = prev.files[f.path];
    if (!before || names(await state.readSymbols(before.hash)) !== names(produced.get(f.path)?.symbols)) n++;
  }
  return n;
}

/**
 * Builds this process's rank memo for `state` when it has none (true then): a restarted server's first update
 * recomputes only the edge rows it affects instead of loading every symbol record and building the whole graph.
 */
export async function warmRankMemo(state: IndexState, states: StateStore): Promise<boolean> {
  const memo = rankMemoFor(states);
  if (memo.last) return false;
  await states.loadPacks(state.symbolPacks);
  const inputs = graphInputs(state.files, new Map(), states);
  if (memo.last) return false; // a run built it meanwhile
  rankFilesMemo(inputs, memo);
  memo.files = state.files;
  return true;
}
