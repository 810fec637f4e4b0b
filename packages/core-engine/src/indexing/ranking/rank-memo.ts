import { toRecord } from '../state/record.js';
import { rankRows } from './pagerank.js';
import { buildEdges, compileDefines, compileRefs, edgeRow, scratchFor, weightOf } from './file-edges.js';
import type { EdgeFile, EdgeRefs } from './file-edges.js';
import { NameTable } from './name-table.js';

type Row = { to: Int32Array; weight: Float64Array };

/** The last ranked graph: its inputs (by identity), the edges built from them, and their ranks. */
interface Ranked {
  paths: string[];
  defines: (readonly string[])[];
  refs: EdgeRefs[];
  /** Files defining each name (by name id), ascending. */
  definers: number[][];
  nameWeights: Float64Array;
  /** How many files reference each name (by name id): a name nobody references moves no edge. */
  referrers: Int32Array;
  rows: Row[];
  rank: Map<string, number>;
}

/** What one index keeps between runs so that an update recomputes only the edges it affects. */
export interface RankMemo {
  last?: Ranked;
  /** The file table `last` was built from (by identity), when the caller says so. */
  files?: object;
  /** The index's names, numbered (`last`'s ids and its runs' records' counts): they go with the memo. */
  names?: NameTable;
}

/** The name table of `memo` (made when first asked for). */
export const namesOf = (memo: RankMemo): NameTable => (memo.names ??= new NameTable());

const memos = new WeakMap<object, RankMemo>();
/** The memo of the index `owner` stands for (its state store). */
export function rankMemoFor(owner: object): RankMemo {
  let m = memos.get(owner);
  if (!m) memos.set(owner, (m = {}));
  return m;
}

/**
 * PageRank of the file reference graph, as `rankFiles` computes it. With the same files as the memo's last
 * graph (same paths, same order), only the rows of changed files and of files referencing a name whose
 * definers changed are computed again; when no row differs, the last ranks are the answer. Either way the
 * result is exactly what ranking from scratch gives: the rows are the same numbers, summed in the same order.
 */
export function rankFilesMemo(files: readonly EdgeFile[], memo: RankMemo): Map<string, number> {
  const last = memo.last;
  // Whatever fails below leaves no half-updated memo behind: the next run builds from scratch.
  memo.last = undefined;
  memo.files = undefined;
  const paths = files.map((f) => f.path);
  const table = namesOf(memo);
  if (last && sameList(last.paths, paths)) {
    if (update(last, files, table)) last.rank = rankRows(paths, last.rows);
    memo.last = last;
    return last.rank;
  }
  // Files came or went, the others in the same order: the last graph's node ids are renumbered.
  const from = last && alignment(last.paths, paths);
  if (last && from) {
    renumber(last, from, paths, table);
    update(last, files, table);
    last.rank = rankRows(paths, last.rows);
    memo.last = last;
    return last.rank;
  }
  const { definers, nameWeights, rows } = buildEdges(files, table);
  const rank = rankRows(paths, rows);
  memo.last = {
    paths,
    defines: files.map((f) => f.defines),
    refs: files.map((f) => f.references),
    definers,
    nameWeights,
    referrers: countReferrers(files, table),
    rows,
    rank,
  };
  return rank;
}

function countReferrers(files: readonly EdgeFile[], table: NameTable): Int32Array {
  const ids = files.map((f) => compileRefs(f.references, table).ids);
  const counts = new Int32Array(table.size);
  for (const list of ids) for (const id of list) counts[id]!++;
  return counts;
}

/** `counts` with room for every name id known now. */
function grown<T extends Int32Array | Float64Array>(counts: T, table: NameTable): T {
  if (counts.length >= table.size) return counts;
  const out = new (counts.constructor as new (n: number) => T)(table.size);
  out.set(counts);
  return out;
}

// The ranks as a record, once per ranking: an update whose rows did not change gets the last ranks (the same
// Map) and so the same record, which the state log then knows is unchanged without comparing every rank.
const records = new WeakMap<Map<string, number>, Record<string, number>>();
/** `rank` as a plain record (the same object for the same ranking). */
export function rankRecord(rank: Map<string, number>): Record<string, number> {
  let r = records.get(rank);
  if (!r) records.set(rank, (r = toRecord(rank)));
  return r;
}

/** Brings `last` to `files` (same paths); true when some row changed. */
function update(last: Ranked, files: readonly EdgeFile[], table: NameTable): boolean {
  const changed: number[] = [];
  files.forEach((f, i) => {
    if (f.defines !== last.defines[i] || f.references !== last.refs[i]) changed.push(i);
  });
  if (!changed.length) return false;
  const renamed = new Set<number>();
  for (const i of changed) {
    const [gone, came] = diff(compileDefines(last.defines[i]!, table), compileDefines(files[i]!.defines, table));
    for (const id of gone) {
      remove(last.definers[id], i);
      renamed.add(id);
    }
    for (const id of came) {
      insertSorted((last.definers[id] ??= []), i);
      renamed.add(id);
    }
    if (files[i]!.references !== last.refs[i]) {
      const before = compileRefs(last.refs[i]!, table).ids;
      const after = compileRefs(files[i]!.references, table).ids;
      last.referrers = grown(last.referrers, table); // after compiling: new names have ids now
      for (const id of before) last.referrers[id]!--;
      for (const id of after) last.referrers[id]!++;
    }
    last.defines[i] = files[i]!.defines;
    last.refs[i] = files[i]!.references;
  }
  last.nameWeights = grown(last.nameWeights, table);
  last.referrers = grown(last.referrers, table);
  for (const id of renamed) last.nameWeights[id] = weightOf(id, last.definers[id], table);
  const redo = new Set(changed);
  // Only files referencing a name whose definers changed have other rows: none when no file references one.
  if ([...renamed].some((id) => last.referrers[id]! > 0)) {
    // Files referencing a name whose definers changed: one pass over the compiled references.
    const hit = new Uint8Array(table.size);
    for (const id of renamed) hit[id] = 1;
    files.forEach((f, i) => {
      const { ids } = compileRefs(f.references, table);
      for (let r = 0; r < ids.length; r++)
        if (hit[ids[r]!]) {
          redo.add(i);
          break;
        }
    });
  }
  const scratch = scratchFor(files.length);
  let differs = false;
  for (const i of redo) {
    const row = edgeRow(i, files[i]!.references, last.definers, last.nameWeights, scratch, table);
    if (!sameRow(row, last.rows[i]!)) {
      last.rows[i] = row;
      differs = true;
    }
  }
  return differs;
}

/**
 * Each old node's new index (-1: gone), when the paths kept are in the same order in `paths`; else undefined.
 * Renumbering then keeps every definer list ascending and every row in its order.
 */
function alignment(old: readonly string[], paths: readonly string[]): Int32Array | undefined {
  const at = new Map<string, number>();
  paths.forEach((p, i) => at.set(p, i));
  const from = new Int32Array(old.length);
  let prev = -1;
  for (let i = 0; i < old.length; i++) {
    const j = at.get(old[i]!) ?? -1;
    if (j >= 0 && j <= prev) return undefined;
    if (j >= 0) prev = j;
    from[i] = j;
  }
  return from;
}

// What a file that went (before it is dropped) or came (before it is read) has: no names, no references.
const NO_DEFINES: readonly string[] = [];
const NO_REFS: Readonly<Record<string, number>> = {};
const NO_ROW: Row = { to: new Int32Array(0), weight: new Float64Array(0) };

/**
 * Brings `last` to the nodes `paths` (`from`: each old node's new index, -1 gone): the files that went first
 * define and reference nothing (their names' definers, weights and the rows referencing them updated as for
 * an edit), then every id is renumbered and the files that came are empty nodes, which `update` then reads.
 * The rows are the ones building from scratch gives: the same targets in the same order, the same sums.
 */
function renumber(last: Ranked, from: Int32Array, paths: readonly string[], table: NameTable): void {
  const emptied = last.paths.map((path, i) =>
    from[i]! < 0
      ? { path, defines: NO_DEFINES, references: NO_REFS }
      : { path, defines: last.defines[i]!, references: last.refs[i]! },
  );
  update(last, emptied, table);
  const n = paths.length;
  const defines: (readonly string[])[] = new Array(n).fill(NO_DEFINES);
  const refs: EdgeRefs[] = new Array(n).fill(NO_REFS);
  const rows: Row[] = new Array(n).fill(NO_ROW);
  for (let i = 0; i < from.length; i++) {
    const j = from[i]!;
    if (j < 0) continue;
    defines[j] = last.defines[i]!;
    refs[j] = last.refs[i]!;
    const row = last.rows[i]!;
    rows[j] = { to: row.to.map((t) => from[t]!), weight: row.weight };
  }
  last.definers = last.definers.map((list) => list?.map((i) => from[i]!));
  Object.assign(last, { paths: [...paths], defines, refs, rows });
}

/** Ids only in `a`, and ids only in `b`. */
function diff(a: Int32Array, b: Int32Array): [number[], number[]] {
  const inA = new Set(a);
  const inB = new Set(b);
  return [[...inA].filter((id) => !inB.has(id)), [...inB].filter((id) => !inA.has(id))];
}

function remove(list: number[] | undefined, i: number): void {
  const at = list?.indexOf(i) ?? -1;
  if (at >= 0) list!.splice(at, 1);
}

function insertSorted(list: number[], i: number): void {
  let at = list.length;
  while (at > 0 && list[at - 1]! > i) at--;
  if (list[at - 1] !== i) list.splice(at, 0, i);
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

function sameRow(a: Row, b: Row): boolean {
  if (a.to.length !== b.to.length) return false;
  for (let k = 0; k < a.to.length; k++) if (a.to[k] !== b.to[k] || a.weight[k] !== b.weight[k]) return false;
  return true;
}
