import { relative } from 'node:path';
import type { StoredChunk, VectorStore } from '@sextant/core-engine';
import { readInsideSync, realRoots } from '@sextant/security';
import { chunkDocument } from './chunk-docs.js';
import type { DocsBackend } from './docs-backend.js';

export interface IngestDocsOptions {
  /** The collection the chunks go to (metadata `collection`). */
  collection: string;
  /** Paths are stored relative to it. */
  base: string;
  /** Each file is read behind the wall (a link swapped in since the walk is refused). @default [base] */
  roots?: readonly string[];
  signal?: AbortSignal;
  /** Called after each file with the number of files done. */
  onFile?(done: number): void;
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
export async function ingestDocFiles(
  { store, embedder }: DocsBackend,
  files: readonly string[],
  { collection, base, roots = [base], signal, onFile }: IngestDocsOptions,
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
