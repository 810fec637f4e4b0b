import { rankRows } from './pagerank.js';
import type { EdgeRows } from './pagerank.js';

export { pageRank } from './pagerank.js';

/** What the graph needs to know of one file. */
export interface GraphFile {
  path: string;
  /** Names this file defines. */
  defines: readonly string[];
  /** Referenced names with their counts. */
  references: Readonly<Record<string, number>>;
}

export interface FileGraph {
  /** PageRank per path (sums to 1). */
  rank: Map<string, number>;
  /** Weighted edges: referencing path -> defining path -> weight. */
  out: Map<string, Map<string, number>>;
  /** Reverse edges: defining path -> referencing paths. */
  in: Map<string, Set<string>>;
  /** Files defining a name. */
  definers: Map<string, string[]>;
}

export interface PageRankOptions {
  /** Restart distribution: boosted paths (files in focus, files matching a query). */
  personalization?: ReadonlyMap<string, number>;
  /** @default 0.85 */
  damping?: number;
  /** @default 30 */
  iterations?: number;
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

/** Builds the file reference graph and ranks files with (personalized) PageRank. */
export function buildFileGraph(files: readonly GraphFile[], opts: PageRankOptions = {}): FileGraph {
  const paths = files.map((f) => f.path);
  const { rows, definers } = fileEdges(files);
  const out = new Map<string, Map<string, number>>();
  const inn = new Map<string, Set<string>>();
  paths.forEach((path, i) => {
    const edges = new Map<string, number>();
    for (let k = rows.start[i]!; k < rows.start[i + 1]!; k++) {
      const t = paths[rows.to[k]!]!;
      edges.set(t, rows.weight[k]!);
      let s = inn.get(t);
      if (!s) inn.set(t, (s = new Set()));
      s.add(path);
    }
    out.set(path, edges);
  });
  const byName = new Map<string, string[]>();
  definers.forEach((list, id) =>
    byName.set(
      names[id]!,
      list.map((i) => paths[i]!),
    ),
  );
  return { rank: rankRows(paths, rows, opts), out, in: inn, definers: byName };
}

/** PageRank of the file reference graph alone (what `buildFileGraph` ranks, without its maps). */
export function rankFiles(files: readonly GraphFile[], opts: PageRankOptions = {}): Map<string, number> {
  return rankRows(
    files.map((f) => f.path),
    fileEdges(files).rows,
    opts,
  );
}

// Names are numbered once per process and each file's names and references turned into arrays once
// per array or object (callers pass the same ones while a file is unchanged), so an update reads no strings.
const nameIds = new Map<string, number>();
const names: string[] = [];
const idOf = (name: string) => {
  let id = nameIds.get(name);
  if (id === undefined) nameIds.set(name, (id = names.push(name) - 1));
  return id;
};
const definedIds = new WeakMap<readonly string[], Int32Array>();
function compileDefines(defines: readonly string[]) {
  let ids = definedIds.get(defines);
  if (!ids) definedIds.set(defines, (ids = Int32Array.from(defines, idOf)));
  return ids;
}
const compiled = new WeakMap<object, { ids: Int32Array; roots: Float64Array }>();
function compile(refs: Readonly<Record<string, number>>) {
  let c = compiled.get(refs);
  if (!c) {
    const keys = Object.keys(refs);
    c = { ids: Int32Array.from(keys, idOf), roots: Float64Array.from(keys, (k) => Math.sqrt(refs[k]!)) };
    compiled.set(refs, c);
  }
  return c;
}

/**
 * The weighted edges from each file to the files defining the names it references, in typed rows.
 * Weights are summed in a flat array, so hundreds of thousands of references take milliseconds
 * rather than the seconds maps of maps take.
 */
function fileEdges(files: readonly GraphFile[]): { rows: EdgeRows; definers: number[][] } {
  const definers: number[][] = [];
  files.forEach((f, i) => {
    for (const id of compileDefines(f.defines)) {
      const list = (definers[id] ??= []);
      if (list[list.length - 1] !== i) list.push(i);
    }
  });
  // Each name's weight, 0 for names no file defines or too many do (the typed read skips most references).
  const nameWeights = new Float64Array(names.length);
  definers.forEach((list, id) => {
    // Names defined in many files (get, run, init) say nothing about which one is meant.
    if (list.length <= MAX_DEFINERS) nameWeights[id] = nameWeight(names[id]!, list.length);
  });
  const n = files.length;
  const sum = new Float64Array(n);
  const seenBy = new Int32Array(n).fill(-1);
  const touched = new Int32Array(n);
  const start = new Int32Array(n + 1);
  let to = new Int32Array(1024);
  let weight = new Float64Array(1024);
  let m = 0;
  files.forEach((f, i) => {
    let count = 0;
    const { ids, roots } = compile(f.references);
    for (let r = 0; r < ids.length; r++) {
      const nw = nameWeights[ids[r]!]; // undefined for a name first seen in this loop
      if (!(nw! > 0)) continue;
      const targets = definers[ids[r]!]!;
      const share = (nw! * roots[r]!) / targets.length;
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
    if (m + count > to.length) {
      const size = Math.max(to.length * 2, m + count);
      to = grow(to, new Int32Array(size));
      weight = grow(weight, new Float64Array(size));
    }
    for (let k = 0; k < count; k++) {
      to[m] = touched[k]!;
      weight[m++] = sum[touched[k]!]!;
    }
    start[i + 1] = m;
  });
  return { rows: { start, to: to.subarray(0, m), weight: weight.subarray(0, m) }, definers };
}

function grow<T extends Int32Array | Float64Array>(from: T, into: T): T {
  into.set(from);
  return into;
}
