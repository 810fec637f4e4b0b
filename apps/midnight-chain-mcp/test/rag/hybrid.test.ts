import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLibsqlStore } from '@sextant/vector-search';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createLexicalReranker } from '../../src/rag/reranker.js';
import { collectDocFiles, ingestFiles, queryDocs } from '../../src/services/rag.js';
import { hashingEmbedder } from '../helpers/hashing-embedder.js';

const docs = fileURLToPath(new URL('../fixtures/docs', import.meta.url));

describe('rag over the VectorStore/Embedder ports', () => {
  it('ingests with vectors and fuses vector and lexical hits', async () => {
    // A file, not ':memory:': libsql runs batches on a fresh connection, which would not see an in-memory schema.
    const tmp = await mkdtemp(join(tmpdir(), 'midnight-rag-'));
    onTestFinished(() => rm(tmp, { recursive: true, force: true }));
    const store = await createLibsqlStore({ path: join(tmp, 'rag.db') });
    onTestFinished(() => store.dispose?.());
    const embedder = hashingEmbedder();
    const files = await collectDocFiles([docs]);
    const { chunks } = await ingestFiles(store, embedder, files, 'midnight-docs-v1', docs);
    expect(embedder.calls).toBe(files.length);
    expect(await store.count({ embedding_model: 'hashing-64' })).toBe(chunks);
    // "cost" appears in no document: BM25 alone finds nothing, the embedder maps it to "fee".
    expect(await store.search('cost', { topK: 3, filter: { collection: 'midnight-docs-v1' } })).toEqual([]);
    const hybrid = await queryDocs(store, embedder, createLexicalReranker(), {
      query: 'cost',
      collection: 'midnight-docs-v1',
      topK: 1,
      rerank: false,
    });
    expect(hybrid.mode).toContain('hybrid');
    expect(hybrid.hits[0]!.metadata.heading).toBe('DUST');
    const lexicalOnly = await queryDocs(store, undefined, createLexicalReranker(), {
      query: 'cost',
      collection: 'midnight-docs-v1',
      topK: 1,
      rerank: false,
    });
    expect(lexicalOnly.hits).toEqual([]);
  });
});
