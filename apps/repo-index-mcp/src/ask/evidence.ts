import type { RepoIndex, SearchResultItem } from '@sextant/core-engine/indexing';

/**
 * Multi-hop evidence: search the question, then follow identifiers the best hits use that are defined
 * elsewhere in the index (their definitions join the evidence).
 */
export async function gatherEvidence(
  index: RepoIndex,
  question: string,
  contextLines: number,
): Promise<SearchResultItem[]> {
  // Without the history field: commit subjects pull "which function…" questions towards the files whose
  // changes were described alike, away from the definition (bench/localization.ts --ask-only, dev 17/30 -> 23/30).
  const first = await index.search({
    query: question,
    k: 6,
    contextLines,
    tokenBudget: 3000,
    features: { history: false },
  });
  const symbols = await index.symbols();
  const have = (r: SearchResultItem) =>
    first.some((e) => e.path === r.path && e.start_line <= r.start_line && e.end_line >= r.end_line);
  const followed = new Set<string>();
  const hops: SearchResultItem[] = [];
  for (const hit of first.slice(0, 3)) {
    for (const name of new Set(hit.snippet.match(/[A-Za-z_$][\w$]{3,}/g) ?? [])) {
      if (followed.size >= 4) break;
      if (followed.has(name) || name === hit.symbol) continue;
      const defs = symbols.byName.get(name);
      if (!defs?.length || defs.every((d) => d.path === hit.path)) continue;
      followed.add(name);
      const [def] = await index.search({
        query: name,
        k: 1,
        contextLines: 0,
        tokenBudget: 800,
        features: { graph: false },
      });
      if (
        def &&
        def.symbol?.split('.').pop() === name &&
        !have(def) &&
        !hops.some((h) => h.path === def.path && h.start_line === def.start_line)
      )
        hops.push(def);
    }
  }
  return [...first, ...hops];
}
