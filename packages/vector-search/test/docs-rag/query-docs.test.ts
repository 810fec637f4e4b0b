import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { collectDocFiles } from '../../src/docs-rag/doc-files.js';
import { ingestDocFiles } from '../../src/docs-rag/ingest-docs.js';
import { queryDocs } from '../../src/docs-rag/query-docs.js';
import { createLibsqlStore } from '../../src/drivers/libsql.js';
import { createLexicalReranker } from '../../src/rerank/lexical.js';
import { hashingEmbedder } from '../support/hashing-embedder.js';

const DOCS: Record<string, string> = {
  'tokens.md':
    '# Tokens on Midnight\n\n## NIGHT\n\nNIGHT is the unshielded native token. One NIGHT equals 1,000,000 STAR.\n\n' +
    '## DUST\n\nDUST pays transaction fees. It is generated over time from registered NIGHT.\n',
  'indexer.md':
    '# Indexer API\n\nThe indexer serves GraphQL v4.\n\n## Wallet sessions\n\n' +
    'Call the connect mutation with a viewing key to get a session id, then subscribe with it.\n',
  'skip.bin': 'not a doc',
};

/** A docs tree and a libsql store in a temp dir, removed after the test. */
async function setup() {
  // A file, not ':memory:': libsql runs batches on a fresh connection, which would not see an in-memory schema.
  const tmp = await mkdtemp(join(tmpdir(), 'docs-rag-'));
  onTestFinished(() => rm(tmp, { recursive: true, force: true }));
  const docs = join(tmp, 'docs');
  await mkdir(docs);
  for (const [name, text] of Object.entries(DOCS)) await writeFile(join(docs, name), text);
  const store = await createLibsqlStore({ path: join(tmp, 'rag.db') });
  onTestFinished(() => store.dispose?.());
  return { docs, store };
}

describe('docs RAG over the VectorStore/Embedder ports', () => {
  it('ingests with vectors and fuses vector and lexical hits', async () => {
    const { docs, store } = await setup();
    const embedder = hashingEmbedder();
    const files = await collectDocFiles([docs]);
    expect(files.map((f) => f.slice(docs.length + 1))).toEqual(['indexer.md', 'tokens.md']);
    const { chunks } = await ingestDocFiles({ store, embedder }, files, { collection: 'midnight-docs-v1', base: docs });
    expect(embedder.calls).toBe(files.length);
    expect(await store.count({ embedding_model: 'hashing-64' })).toBe(chunks);
    // "cost" appears in no document: BM25 alone finds nothing, the embedder maps it to "fee".
    expect(await store.search('cost', { topK: 3, filter: { collection: 'midnight-docs-v1' } })).toEqual([]);
    const q = { query: 'cost', collection: 'midnight-docs-v1', topK: 1 };
    const hybrid = await queryDocs({ store, embedder }, q);
    expect(hybrid.mode).toContain('hybrid');
    expect(hybrid.hits[0]!.metadata.heading).toBe('DUST');
    expect((await queryDocs({ store }, q)).hits).toEqual([]);
  });

  it('re-ingests only what changed and reorders candidates with the reranker', async () => {
    const { docs, store } = await setup();
    const embedder = hashingEmbedder();
    const files = await collectDocFiles([docs]);
    const opts = { collection: 'c', base: docs };
    await ingestDocFiles({ store, embedder }, files, opts);
    expect(await ingestDocFiles({ store, embedder }, files, opts)).toMatchObject({ unchanged: 2 });
    expect(embedder.calls).toBe(2);
    const reranked = await queryDocs(
      { store },
      { query: 'viewing key session', collection: 'c', topK: 1, reranker: createLexicalReranker() },
    );
    expect(reranked).toMatchObject({ modelUsed: 'lexical-bm25-proximity', mode: 'lexical-bm25 (libsql)' });
    expect(reranked.hits[0]!.metadata).toMatchObject({ heading: 'Wallet sessions', path: 'indexer.md' });
  });
});
