import type { PageRankOptions } from './graph.js';

/** One node's weighted edges: to node `to[k]` with weight `weight[k]`. */
export interface EdgeRow {
  to: Int32Array;
  weight: Float64Array;
}

/** Rows from weighted edges keyed by node name (edges to unknown nodes are left out). */
function edgeRows(nodes: readonly string[], out: ReadonlyMap<string, ReadonlyMap<string, number>>): EdgeRow[] {
  const idx = new Map(nodes.map((p, i) => [p, i]));
  return nodes.map((node) => {
    const to: number[] = [];
    const weight: number[] = [];
    for (const [t, w] of out.get(node) ?? []) {
      const j = idx.get(t);
      if (j !== undefined) {
        to.push(j);
        weight.push(w);
      }
    }
    return { to: Int32Array.from(to), weight: Float64Array.from(weight) };
  });
}

/**
 * Power-iteration PageRank over weighted edge rows (one per node); dangling mass follows the personalization.
 * The rows are read where they are (a big graph's edges are not copied into one table first): only their
 * normalized weights are made, the same numbers summed in the same order.
 */
export function rankRows(
  nodes: readonly string[],
  rows: readonly EdgeRow[],
  opts: PageRankOptions = {},
): Map<string, number> {
  const n = nodes.length;
  const rank = new Map<string, number>();
  if (n === 0) return rank;
  const d = opts.damping ?? 0.85;
  const p = restart(nodes, opts.personalization);
  // Each row's weights normalized to sum 1, back to back; a row summing to 0 is dangling.
  const start = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) start[i + 1] = start[i]! + rows[i]!.to.length;
  const weight = new Float64Array(start[n]!);
  const dangles = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const w = rows[i]!.weight;
    const at = start[i]!;
    let sum = 0;
    for (let k = 0; k < w.length; k++) sum += w[k]!;
    if (sum > 0) for (let k = 0; k < w.length; k++) weight[at + k] = w[k]! / sum;
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
        const to = rows[i]!.to;
        const at = start[i]!;
        for (let k = 0; k < to.length; k++) next[to[k]!]! += ri * weight[at + k]!;
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
