import { parseChunkId } from '../chunking/chunk-ids.js';

/** A chunk of the candidate pool with its text. */
export interface PooledChunk {
  id: string;
  text: string;
}

/**
 * Files by how much of the query their pooled chunks hold together: the summed rarity (over the pool) of
 * the query terms found in any of the file's chunks, each term once per file. Whole-file matching in
 * small: a question's words spread over a file's functions still add up, as whole-file BM25 rewards.
 */
export function coverageMatches(
  pool: readonly PooledChunk[],
  terms: readonly string[],
  topK: number,
  minHits = 1,
): string[] {
  const words = terms.filter((t) => t.length > 1);
  if (words.length < 2 || pool.length === 0) return [];
  const held = new Map<string, Set<string>>();
  const hits = new Map<string, number>();
  const df = new Map<string, number>();
  for (const c of pool) {
    const text = c.text.toLowerCase();
    const path = parseChunkId(c.id).path;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    for (const t of words) {
      if (!text.includes(t)) continue;
      df.set(t, (df.get(t) ?? 0) + 1);
      (held.get(path) ?? held.set(path, new Set()).get(path)!).add(t);
    }
  }
  const idf = (t: string) => Math.log(1 + pool.length / (df.get(t) ?? 1));
  // Where no file holds two hits (one function a file, as CoSQA), coverage only restates the chunk ranking.
  if (![...hits.values()].some((n) => n >= 2)) return [];
  return [...held]
    .filter(([path]) => hits.get(path)! >= minHits)
    .map(([path, ts]) => [path, [...ts].reduce((a, t) => a + idf(t), 0)] as const)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, topK)
    .map(([p]) => p);
}
