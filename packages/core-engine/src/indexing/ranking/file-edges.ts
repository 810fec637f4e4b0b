import { CompactRefs, compactRefs } from './compact-refs.js';
import type { Counts } from './compact-refs.js';
import type { NameTable } from './name-table.js';

/** A file's reference counts: as a record, or as numbers (a run's own records, see compact-refs.ts). */
export type EdgeRefs = Readonly<Record<string, number>> | CompactRefs;

/** What the edges read of one file (the graph's `GraphFile` fields). */
export interface EdgeFile {
  path: string;
  defines: readonly string[];
  references: EdgeRefs;
}

// aider's weighting: long, compound identifiers say more than short or private ones.
function nameWeight(name: string, definers: number): number {
  let w = 1;
  if (name.length >= 8 && (/[a-z][A-Z]/.test(name) || name.includes('_'))) w *= 10;
  if (name.startsWith('_')) w *= 0.1;
  if (definers > 5) w *= 0.1;
  return w;
}

const MAX_DEFINERS = 25;

// Each file's names and references are turned into arrays of name ids (in the table of the graph being built)
// once per array or object (callers pass the same ones while a file is unchanged), so an update reads no strings.
export function compileDefines(defines: readonly string[], table: NameTable): Int32Array {
  let ids = table.definedIds.get(defines);
  if (!ids) {
    ids = new Int32Array(defines.length);
    for (let k = 0; k < defines.length; k++) ids[k] = table.idOf(defines[k]!);
    table.definedIds.set(defines, ids);
  }
  return ids;
}
export function compileRefs(refs: EdgeRefs, table: NameTable): { ids: Int32Array; counts: Counts } {
  if (refs instanceof CompactRefs && refs.table === table) return refs;
  let c = table.compiled.get(refs);
  if (!c) {
    // Numbers in another table (not a run's own records): numbered again in this one.
    if (refs instanceof CompactRefs)
      c = { ids: refs.ids.map((id) => table.idOf(refs.table.names[id]!)), counts: refs.counts };
    else c = compactRefs(refs, table);
    table.compiled.set(refs, c);
  }
  return c;
}

/** A name's weight, 0 for a name no file defines or too many do (names like get, run, init say nothing). */
export const weightOf = (id: number, definers: readonly number[] | undefined, table: NameTable): number =>
  definers?.length && definers.length <= MAX_DEFINERS ? nameWeight(table.names[id]!, definers.length) : 0;

/** Scratch space for computing rows of a graph of `n` files. */
export function scratchFor(n: number) {
  return { sum: new Float64Array(n), seenBy: new Int32Array(n).fill(-1), touched: new Int32Array(n) };
}

/**
 * File i's weighted edges to the files defining the names it references, in first-reference order.
 * Weights are summed in a flat array, so hundreds of thousands of references take milliseconds.
 */
export function edgeRow(
  i: number,
  refs: EdgeRefs,
  definers: readonly (number[] | undefined)[],
  nameWeights: Float64Array,
  scratch: ReturnType<typeof scratchFor>,
  table: NameTable,
): { to: Int32Array; weight: Float64Array } {
  const { sum, seenBy, touched } = scratch;
  let count = 0;
  const { ids, counts } = compileRefs(refs, table);
  for (let r = 0; r < ids.length; r++) {
    const nw = nameWeights[ids[r]!]; // undefined for a name first seen after the weights were sized
    if (!(nw! > 0)) continue;
    const targets = definers[ids[r]!]!;
    const share = (nw! * Math.sqrt(counts[r]!)) / targets.length;
    for (const t of targets) {
      if (t === i) continue;
      if (seenBy[t] !== i) {
        seenBy[t] = i;
        sum[t] = 0;
        touched[count++] = t;
      }
      sum[t]! += share;
    }
  }
  const to = touched.slice(0, count);
  const weight = new Float64Array(count);
  for (let k = 0; k < count; k++) weight[k] = sum[to[k]!]!;
  // Marks are by file index: a later call for the same file must start afresh.
  for (let k = 0; k < count; k++) seenBy[to[k]!] = -1;
  return { to, weight };
}

/**
 * Every file's edges: the definers of each name (file indexes, ascending, by name id in `table`), their weights
 * and the rows.
 */
export function buildEdges(files: readonly EdgeFile[], table: NameTable) {
  const definers: number[][] = [];
  files.forEach((f, i) => {
    for (const id of compileDefines(f.defines, table)) {
      const list = (definers[id] ??= []);
      if (list[list.length - 1] !== i) list.push(i);
    }
  });
  for (const f of files) compileRefs(f.references, table);
  const nameWeights = new Float64Array(table.size);
  definers.forEach((list, id) => (nameWeights[id] = weightOf(id, list, table)));
  const scratch = scratchFor(files.length);
  const rows = files.map((f, i) => edgeRow(i, f.references, definers, nameWeights, scratch, table));
  return { definers, nameWeights, rows };
}
