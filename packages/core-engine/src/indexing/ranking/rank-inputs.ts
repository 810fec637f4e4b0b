import type { CandidateFile } from '../work-tree/acquire.js';
import type { ProducedFile } from '../run/produce.js';
import type { StateStore } from '../state/state-store.js';
import type { GraphFile } from './graph.js';
import type { FileEntry, IndexState, SymbolRecord } from '../state/types.js';
import { rankFilesMemo, rankMemoFor } from './rank-memo.js';

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

export function graphInputs(files: Record<string, FileEntry>, produced: Produced, state: StateStore) {
  const out: GraphFile[] = [];
  for (const path in files) {
    const s = produced.get(path)?.symbols ?? state.loadedSymbols(files[path]!.hash);
    let defines = s ? definesOf.get(s) : NONE;
    if (!defines) definesOf.set(s!, (defines = s!.defs.map((d) => d.name)));
    out.push({ path, defines, references: s?.refs ?? NO_REFS });
  }
  return out;
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
    [...new Set(r?.defs.map((d) => `d:${d.name}`)), ...Object.entries(r?.refs ?? {}).map(([n, c]) => `r:${n}=${c}`)]
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
  return true;
}
