import { existsSync } from 'node:fs';
import { appendFile, cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { silentLogger } from '@sextant/core-engine';
import { connectInMemory } from '@sextant/mcp-shell/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startChroma } from '../../../../packages/vector-search/test/support/chroma-server.js';
import { loadConfig } from '../../src/config.js';
import { createDeps } from '../../src/deps.js';
import { chunkDocument } from '@sextant/vector-search';
import { ragIngest } from '../../src/tools/rag-ingest.js';
import { ragQuery } from '../../src/tools/rag-query.js';
import { startEmbeddingsServer } from '../support/embeddings-server.js';

const fixtures = fileURLToPath(new URL('../fixtures', import.meta.url));
let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'midnight-rag-backend-'));
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

/** Starts the app's deps from `env` (as main.ts does), calls one rag tool over MCP, then shuts them down. */
async function callRag(env: Record<string, string>, name: string, args: Record<string, unknown>, root = fixtures) {
  const deps = createDeps(loadConfig(env), silentLogger);
  const conn = await connectInMemory({ tools: [ragIngest, ragQuery], deps, roots: [root] });
  try {
    const res = await conn.client.callTool({ name, arguments: { ...args, format: 'json' } });
    expect(res.isError, JSON.stringify(res.content)).toBeFalsy();
    return res.structuredContent as { chunks: number; search_mode: string; results: Record<string, unknown>[] };
  } finally {
    await conn.close();
    await deps.dispose();
  }
}

describe('rag backend: @sextant/vector-search wired from the environment', () => {
  it('libsql under the data dir with an OpenAI-compatible embedder: vectors survive a restart', async () => {
    const embeddings = await startEmbeddingsServer();
    try {
      const dataDir = join(tmp, 'openai');
      const env = {
        SEXTANT_DATA_DIR: dataDir,
        EMBEDDER: 'openai',
        OPENAI_BASE_URL: embeddings.baseUrl,
        EMBEDDING_MODEL: 'hash-64',
      };
      const src = join(tmp, 'openai-src');
      await cp(join(fixtures, 'docs'), join(src, 'docs'), { recursive: true });
      const ingest = () => callRag(env, 'rag_ingest', { paths: [join(src, 'docs')] }, src);
      const ingested = await ingest();
      expect(ingested).toMatchObject({ collection: 'midnight-docs-v1', files: 3, unchanged_files: 0 });
      expect(embeddings.texts).toBe(ingested.chunks);
      expect(existsSync(join(dataDir, 'midnight-chain', 'rag.db'))).toBe(true);

      // Re-ingesting unchanged docs embeds nothing; an edited file is re-chunked and re-embedded alone.
      expect(await ingest()).toMatchObject({ unchanged_files: 3, total_chunks: ingested.chunks });
      expect(embeddings.texts).toBe(ingested.chunks);
      await appendFile(join(src, 'docs', 'indexer.md'), '\n## Pagination\n\nUse offset and limit.\n');
      const edited = await ingest();
      expect(edited).toMatchObject({
        unchanged_files: 2,
        chunks: ingested.chunks + 1,
        total_chunks: ingested.chunks + 1,
      });
      const editedChunks = chunkDocument(
        'docs/indexer.md',
        await readFile(join(src, 'docs', 'indexer.md'), 'utf8'),
        '',
      );
      expect(embeddings.texts).toBe(ingested.chunks + editedChunks.length);

      // A fresh process: the embedder has not learnt its dimension yet and must still run the vector half.
      // "cost" is in no document; only the embedding (which folds cost into fee) finds the DUST fee passage.
      const hybrid = await callRag(env, 'rag_query', { query: 'cost', top_k: 1 }, src);
      expect(hybrid.search_mode).toBe('hybrid bm25 + hash-64 (libsql, rank fusion)');
      expect(hybrid.results).toEqual([expect.objectContaining({ heading: 'DUST', path: 'docs/tokens.md' })]);

      const lexical = await callRag({ SEXTANT_DATA_DIR: dataDir }, 'rag_query', { query: 'cost', top_k: 1 });
      expect(lexical).toMatchObject({ search_mode: 'lexical-bm25 (libsql)', results: [] });
    } finally {
      await embeddings.stop();
    }
  });

  it('cancelling rag_ingest aborts the embeddings request in flight', async () => {
    const embeddings = await startEmbeddingsServer({ hold: true });
    const env = { SEXTANT_DATA_DIR: join(tmp, 'cancel'), EMBEDDER: 'openai', OPENAI_BASE_URL: embeddings.baseUrl };
    const deps = createDeps(loadConfig(env), silentLogger);
    const conn = await connectInMemory({ tools: [ragIngest], deps, roots: [fixtures] });
    try {
      const controller = new AbortController();
      const call = conn.client.callTool(
        { name: 'rag_ingest', arguments: { paths: [join(fixtures, 'docs')] } },
        undefined,
        { signal: controller.signal },
      );
      await vi.waitFor(() => expect(embeddings.held).toBe(1));
      controller.abort();
      await expect(call).rejects.toThrow(/abort/i);
      await vi.waitFor(() => expect(embeddings.dropped).toBe(1));
      expect(embeddings.held).toBe(1);
    } finally {
      await conn.close();
      await deps.dispose();
      await embeddings.stop();
    }
  });

  it('VECTOR_STORE=chroma keeps the collection in a real Chroma server', async () => {
    const chroma = await startChroma();
    try {
      const env = { SEXTANT_DATA_DIR: join(tmp, 'chroma'), VECTOR_STORE: 'chroma', CHROMA_URL: chroma.url };
      const ingested = await callRag(env, 'rag_ingest', {
        paths: [join(fixtures, 'docs')],
        collection: 'compact-docs',
      });
      expect(ingested).toMatchObject({ collection: 'compact-docs', files: 3, total_chunks: ingested.chunks });
      const found = await callRag(env, 'rag_query', {
        query: 'how are transaction fees paid with DUST',
        collection: 'compact-docs',
        top_k: 2,
      });
      expect(found.search_mode).toBe('lexical-bm25 (chroma)');
      expect(found.results[0]).toMatchObject({ heading: 'DUST', path: 'docs/tokens.md' });
      expect(existsSync(join(tmp, 'chroma', 'midnight-chain', 'rag.db'))).toBe(false);
    } finally {
      await chroma.stop();
    }
  });
});
