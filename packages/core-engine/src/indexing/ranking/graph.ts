import { rankRows } from './pagerank.js';
import { buildEdges } from './file-edges.js';
import { NameTable } from './name-table.js';
import type { EdgeRefs } from './file-edges.js';

export { pageRank } from './pagerank.js';

/** What the graph needs to know of one file. */
export interface GraphFile {
  path: string;
  /** Names this file defines. */
  defines: readonly string[];
  /** Referenced names with their counts. */
  references: EdgeRefs;
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

/** Builds the file reference graph and ranks files with (personalized) PageRank. */
export function buildFileGraph(files: readonly GraphFile[], opts: PageRankOptions = {}): FileGraph {
  const paths = files.map((f) => f.path);
  const table = new NameTable();
  const { rows, definers } = buildEdges(files, table);
  const out = new Map<string, Map<string, number>>();
  const inn = new Map<string, Set<string>>();
  paths.forEach((path, i) => {
    const edges = new Map<string, number>();
    const { to, weight } = rows[i]!;
    for (let k = 0; k < to.length; k++) {
      const t = paths[to[k]!]!;
      edges.set(t, weight[k]!);
      let s = inn.get(t);
      if (!s) inn.set(t, (s = new Set()));
      s.add(path);
    }
    out.set(path, edges);
  });
  const byName = new Map<string, string[]>();
  definers.forEach((list, id) =>
    byName.set(
      table.names[id]!,
      list.map((i) => paths[i]!),
    ),
  );
  return { rank: rankRows(paths, rows, opts), out, in: inn, definers: byName };
}

/** PageRank of the file reference graph alone (what `buildFileGraph` ranks, without its maps). */
export function rankFiles(files: readonly GraphFile[], opts: PageRankOptions = {}): Map<string, number> {
  return rankRows(
    files.map((f) => f.path),
    buildEdges(files, new NameTable()).rows,
    opts,
  );
}
