import { extname, relative } from 'node:path';
import type { Embedder, StoredChunk, VectorStore } from '@sextant/core-engine';
import type { SearchHit } from '@sextant/core-engine/ports';
import { readInsideSync, realRoots, walkFiles } from '@sextant/security';
import { chunkDocument } from '../rag/chunk-docs.js';
import type { Reranker } from '../rag/reranker.js';

const DOC_EXTENSIONS = new Set(['.md', '.mdx', '.txt', '.compact', '.ts', '.graphql']);

/**
 * Files under the given paths that ingest reads (docs, Compact and TypeScript sources, schemas), found by the
 * wall's walk: links are followed only to targets inside `roots` (default: the paths themselves), loops end,
 * and each file is listed once, by its real path.
 */
export async function collectDocFiles(
  paths: readonly string[],
  signal?: AbortSignal,
  roots: readonly string[] = paths,
): Promise<string[]> {
  const { files } = await walkFiles(paths, {
    roots,
    signal,
    skipDir: (name) => name === 'node_modules' || name === 'dist',
    keep: (p) => DOC_EXTENSIONS.has(extname(p)),
  });
  return [...new Set(files.map((f) => f.real))].sort();
}

/** Whether the store already holds exactly these chunks of one file, embedded by the same model (or by none). */
async function isUnchanged(store: VectorStore, parts: StoredChunk[], filter: Record<string, string>, model?: string) {
  if (!store.get || parts.length === 0 || (await store.count(filter)) !== parts.length) return false;
  const stored = await store.get(parts.map((p) => p.id));
  return stored.length === parts.length && stored.every((c) => c.metadata.embedding_model === model);
}

/**
 * Chunks each file into the collection, replacing that file's previous chunks. Files whose chunks are stored
 * already (chunk ids hash the text) are skipped, so re-ingesting a docs tree embeds only what changed.
 */
export async function ingestFiles(
  store: VectorStore,
  embedder: Embedder | undefined,
  files: readonly string[],
  collection: string,
  base: string,
  onFile?: (i: number) => void,
  signal?: AbortSignal,
  /** Each file is read behind the wall (a link swapped in since the walk is refused). @default [base] */
  roots: readonly string[] = [base],
) {
  const walled = await realRoots(roots);
  let chunks = 0;
  let unchanged = 0;
  for (const [i, file] of files.entries()) {
    const path = relative(base, file) || file;
    const text = readInsideSync(walled, file).toString('utf8');
    const parts = chunkDocument(path, text, collection);
    chunks += parts.length;
    if (await isUnchanged(store, parts, { collection, path }, embedder?.model)) {
      unchanged++;
      onFile?.(i + 1);
      continue;
    }
    signal?.throwIfAborted();
    // Embed before deleting: a cancelled or failed embedding leaves the file's previous chunks in place.
    const texts = parts.map((p) => p.text);
    const vectors = embedder && parts.length ? await embedder.embed(texts, { signal }) : [];
    await store.delete({ filter: { collection, path } });
    await store.upsert(
      parts.map((p, k) =>
        vectors[k] ? { ...p, vector: vectors[k], metadata: { ...p.metadata, embedding_model: embedder!.model } } : p,
      ),
    );
    onFile?.(i + 1);
  }
  return { files: files.length, chunks, unchanged };
}

/** Reciprocal rank fusion of ranked lists (k = 60): robust to the different score scales of BM25 and cosine. */
function fuse(lists: readonly SearchHit[][]): SearchHit[] {
  const byId = new Map<string, SearchHit>();
  for (const list of lists) {
    list.forEach((hit, rank) => {
      const prev = byId.get(hit.id);
      byId.set(hit.id, { ...hit, score: (prev?.score ?? 0) + 1 / (60 + rank + 1) });
    });
  }
  return [...byId.values()].sort((a, b) => b.score - a.score);
}

/** Lexical (and, with an embedder, vector) retrieval, fused, then optionally reordered by the reranker. */
export async function queryDocs(
  store: VectorStore,
  embedder: Embedder | undefined,
  reranker: Reranker,
  q: { query: string; collection: string; topK: number; rerank: boolean },
) {
  const wanted = q.rerank ? Math.max(q.topK * 4, 20) : q.topK;
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
  if (!q.rerank || candidates.length === 0)
    return { hits: candidates.slice(0, q.topK), modelUsed: null as string | null, mode };
  const scores = await reranker.score(
    q.query,
    candidates.map((c) => c.text),
  );
  const hits: SearchHit[] = candidates.map((c, i) => ({ ...c, score: scores[i]! })).sort((a, b) => b.score - a.score);
  return { hits: hits.slice(0, q.topK), modelUsed: reranker.modelUsed, mode };
}
