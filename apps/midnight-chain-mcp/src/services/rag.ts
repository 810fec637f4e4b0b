import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import type { SearchHit, VectorStore } from '@sextant/core-engine';
import { chunkDocument } from '../rag/chunk-docs.js';
import type { Reranker } from '../rag/reranker.js';

const DOC_EXTENSIONS = new Set(['.md', '.mdx', '.txt', '.compact', '.ts', '.graphql']);

/** Files under the given paths that ingest reads (docs, Compact and TypeScript sources, schemas). */
export async function collectDocFiles(paths: readonly string[], signal?: AbortSignal): Promise<string[]> {
  const out: string[] = [];
  const walk = async (p: string): Promise<void> => {
    signal?.throwIfAborted();
    const s = await stat(p);
    if (s.isDirectory()) {
      for (const e of await readdir(p)) if (!e.startsWith('.') && e !== 'node_modules' && e !== 'dist') await walk(join(p, e));
    } else if (DOC_EXTENSIONS.has(extname(p))) out.push(p);
  };
  for (const p of paths) await walk(p);
  return out.sort();
}

/** Chunks each file into the collection (replacing that file's previous chunks). */
export async function ingestFiles(store: VectorStore, files: readonly string[], collection: string, base: string, onFile?: (i: number) => void) {
  let chunks = 0;
  for (const [i, file] of files.entries()) {
    const path = relative(base, file) || file;
    await store.delete({ filter: { collection, path } });
    const parts = chunkDocument(path, await readFile(file, 'utf8'), collection);
    await store.upsert(parts);
    chunks += parts.length;
    onFile?.(i + 1);
  }
  return { files: files.length, chunks };
}

/** Lexical retrieval of candidates, optionally reordered by the reranker. */
export async function queryDocs(store: VectorStore, reranker: Reranker, q: { query: string; collection: string; topK: number; rerank: boolean }) {
  const candidates = await store.search(q.query, { topK: q.rerank ? Math.max(q.topK * 4, 20) : q.topK, filter: { collection: q.collection } });
  if (!q.rerank || candidates.length === 0) return { hits: candidates.slice(0, q.topK), modelUsed: null as string | null };
  const scores = await reranker.score(q.query, candidates.map((c) => c.text));
  const hits: SearchHit[] = candidates.map((c, i) => ({ ...c, score: scores[i]! })).sort((a, b) => b.score - a.score);
  return { hits: hits.slice(0, q.topK), modelUsed: reranker.modelUsed };
}
