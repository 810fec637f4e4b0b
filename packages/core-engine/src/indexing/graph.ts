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
  const definers = new Map<string, string[]>();
  for (const f of files)
    for (const name of new Set(f.defines)) {
      const list = definers.get(name);
      if (list) list.push(f.path);
      else definers.set(name, [f.path]);
    }
  const out = new Map<string, Map<string, number>>();
  const inn = new Map<string, Set<string>>();
  const weights = new Map<string, number>();
  for (const f of files) {
    const edges = new Map<string, number>();
    for (const name in f.references) {
      const targets = definers.get(name);
      // Names defined in many files (get, run, init) say nothing about which one is meant.
      if (!targets || targets.length > MAX_DEFINERS) continue;
      let nw = weights.get(name);
      if (nw === undefined) weights.set(name, (nw = nameWeight(name, targets.length)));
      const w = nw * Math.sqrt(f.references[name]!);
      for (const t of targets) {
        if (t === f.path) continue;
        edges.set(t, (edges.get(t) ?? 0) + w / targets.length);
        let s = inn.get(t);
        if (!s) inn.set(t, (s = new Set()));
        s.add(f.path);
      }
    }
    out.set(f.path, edges);
  }
  return {
    rank: pageRank(
      files.map((f) => f.path),
      out,
      opts,
    ),
    out,
    in: inn,
    definers,
  };
}

/** Power-iteration PageRank over weighted edges; dangling mass follows the personalization. */
export function pageRank(
  nodes: readonly string[],
  out: ReadonlyMap<string, ReadonlyMap<string, number>>,
  opts: PageRankOptions = {},
): Map<string, number> {
  const n = nodes.length;
  const rank = new Map<string, number>();
  if (n === 0) return rank;
  const d = opts.damping ?? 0.85;
  const idx = new Map(nodes.map((p, i) => [p, i]));
  const p = new Float64Array(n).fill(1 / n);
  if (opts.personalization?.size) {
    p.fill(0);
    let total = 0;
    for (const [path, w] of opts.personalization) {
      const i = idx.get(path);
      if (i !== undefined && w > 0) {
        p[i] = w;
        total += w;
      }
    }
    if (total > 0) for (let i = 0; i < n; i++) p[i]! /= total;
    else p.fill(1 / n);
  }
  // Edges as compressed rows (targets and normalized weights per source, in typed arrays): the power
  // iteration then walks flat memory, which matters with hundreds of thousands of edges.
  const start = new Int32Array(n + 1);
  const targets: number[] = [];
  const weights: number[] = [];
  for (let i = 0; i < n; i++) {
    const e = out.get(nodes[i]!);
    let sum = 0;
    if (e) for (const w of e.values()) sum += w;
    if (e && sum > 0)
      for (const [t, w] of e) {
        const j = idx.get(t);
        if (j !== undefined) {
          targets.push(j);
          weights.push(w / sum);
        }
      }
    start[i + 1] = targets.length;
  }
  const to = Int32Array.from(targets);
  const weight = Float64Array.from(weights);
  let r: Float64Array = Float64Array.from(p);
  let next: Float64Array = new Float64Array(n);
  for (let it = 0; it < (opts.iterations ?? 30); it++) {
    next.fill(0);
    let dangling = 0;
    for (let i = 0; i < n; i++) {
      const from = start[i]!;
      const end = start[i + 1]!;
      if (from === end) dangling += r[i]!;
      else {
        const ri = d * r[i]!;
        for (let k = from; k < end; k++) next[to[k]!]! += ri * weight[k]!;
      }
    }
    for (let i = 0; i < n; i++) next[i]! += (1 - d + d * dangling) * p[i]!;
    [r, next] = [next, r];
  }
  nodes.forEach((path, i) => rank.set(path, r[i]!));
  return rank;
}
