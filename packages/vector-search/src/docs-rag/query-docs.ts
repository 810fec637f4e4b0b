import type { SearchHit } from '@sextant/core-engine/ports';
import { reciprocalRankFusion } from '@sextant/core-engine/retrieval';
import type { Reranker } from '../rerank/reranker.js';
import type { DocsBackend } from './docs-backend.js';

export interface DocsQuery {
  query: string;
  collection: string;
  topK: number;
  /** Reorders the candidates (four times topK, at least 20) when given. */
  reranker?: Reranker;
}

/** Reciprocal rank fusion (k = 60) of ranked lists, robust to the different score scales of BM25 and cosine. */
function fuse(lists: readonly SearchHit[][]): SearchHit[] {
  const byId = new Map(lists.flat().map((hit) => [hit.id, hit]));
  const fused = reciprocalRankFusion(
    lists.map((list, i) => ({ signal: String(i), weight: 1, ids: list.map((h) => h.id) })),
  );
  return fused.map((f) => ({ ...byId.get(f.id)!, score: f.score }));
}

/** Lexical (and, with an embedder, vector) retrieval, fused, then optionally reordered by the reranker. */
export async function queryDocs({ store, embedder }: DocsBackend, q: DocsQuery) {
  const wanted = q.reranker ? Math.max(q.topK * 4, 20) : q.topK;
  const filter = { collection: q.collection };
  const lexical = await store.search(q.query, { topK: wanted, filter });
  let candidates = lexical;
  let mode = `lexical-bm25 (${store.id})`;
  // Not `dimension > 0`: an OpenAI-compatible embedder learns its dimension from its first response.
  if (embedder && embedder.id !== 'none') {
    const [vector] = await embedder.embed([q.query]);
    const semantic = await store.query(vector!, { topK: wanted, filter });
    candidates = fuse([lexical, semantic]).slice(0, wanted);
    mode = `hybrid bm25 + ${embedder.model} (${store.id}, rank fusion)`;
  }
  if (!q.reranker || candidates.length === 0)
    return { hits: candidates.slice(0, q.topK), modelUsed: null as string | null, mode };
  const scores = await q.reranker.score(
    q.query,
    candidates.map((c) => c.text),
  );
  const hits: SearchHit[] = candidates.map((c, i) => ({ ...c, score: scores[i]! })).sort((a, b) => b.score - a.score);
  return { hits: hits.slice(0, q.topK), modelUsed: q.reranker.modelUsed, mode };
}
