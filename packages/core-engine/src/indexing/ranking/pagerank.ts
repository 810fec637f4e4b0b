import type { PageRankOptions } from './graph.js';

/** Weighted edges as compressed rows: the edges of node i are `to`/`weight` from `start[i]` to `start[i + 1]`. */
export interface EdgeRows {
  start: Int32Array;
  to: Int32Array;
  weight: Float64Array;
}

/** Rows from weighted edges keyed by node name (edges to unknown nodes are left out). */
function edgeRows(nodes: readonly string[], out: ReadonlyMap<string, ReadonlyMap<string, number>>): EdgeRows {
  const idx = new Map(nodes.map((p, i) => [p, i]));
  const start = new Int32Array(nodes.length + 1);
  const to: number[] = [];
  const weight: number[] = [];
  nodes.forEach((node, i) => {
    for (const [t, w] of out.get(node) ?? []) {
      const j = idx.get(t);
      if (j !== undefined) {
        to.push(j);
        weight.push(w);
      }
    }
    start[i + 1] = to.length;
  });
  return { start, to: Int32Array.from(to), weight: Float64Array.from(weight) };
}

/** Power-iteration PageRank over weighted edge rows; dangling mass follows the personalization. */
export function rankRows(nodes: readonly string[], rows: EdgeRows, opts: PageRankOptions = {}): Map<string, number> {
  const n = nodes.length;
  const rank = new Map<string, number>();
  if (n === 0) return rank;
  const d = opts.damping ?? 0.85;
  const p = restart(nodes, opts.personalization);
  // Each row's weights normalized to sum 1; a row summing to 0 is dangling.
  const { start, to } = rows;
  const weight = new Float64Array(rows.weight.length);
  const dangles = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    let sum = 0;
    for (let k = start[i]!; k < start[i + 1]!; k++) sum += rows.weight[k]!;
    if (sum > 0) for (let k = start[i]!; k < start[i + 1]!; k++) weight[k] = rows.weight[k]! / sum;
    else dangles[i] = 1;
  }
  let r: Float64Array = Float64Array.from(p);
  let next: Float64Array = new Float64Array(n);
  for (let it = 0; it < (opts.iterations ?? 30); it++) {
    next.fill(0);
    let dangling = 0;
    for (let i = 0; i < n; i++) {
      if (dangles[i]) dangling += r[i]!;
      else {
        const ri = d * r[i]!;
        const end = start[i + 1]!;
        for (let k = start[i]!; k < end; k++) next[to[k]!]! += ri * weight[k]!;
      }
    }
    for (let i = 0; i < n; i++) next[i]! += (1 - d + d * dangling) * p[i]!;
    const done = next;
    next = r;
    r = done;
  }
  nodes.forEach((path, i) => rank.set(path, r[i]!));
  return rank;
}

/** The restart distribution: uniform, or the personalization's weights over known nodes, normalized. */
function restart(nodes: readonly string[], personalization?: ReadonlyMap<string, number>): Float64Array {
  const n = nodes.length;
  const p = new Float64Array(n).fill(1 / n);
  if (!personalization?.size) return p;
  const idx = new Map(nodes.map((path, i) => [path, i]));
  p.fill(0);
  let total = 0;
  for (const [path, w] of personalization) {
    const i = idx.get(path);
    if (i !== undefined && w > 0) {
      p[i] = w;
      total += w;
    }
  }
  if (total > 0) for (let i = 0; i < n; i++) p[i]! /= total;
  else p.fill(1 / n);
  return p;
}

/** Power-iteration PageRank over weighted edges keyed by node name. */
export function pageRank(
  nodes: readonly string[],
  out: ReadonlyMap<string, ReadonlyMap<string, number>>,
  opts: PageRankOptions = {},
): Map<string, number> {
  return rankRows(nodes, edgeRows(nodes, out), opts);
}
