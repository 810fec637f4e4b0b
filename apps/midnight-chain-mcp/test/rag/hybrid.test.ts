import { fileURLToPath } from 'node:url';
import type { Embedder } from '@sextant/core-engine';
import { describe, expect, it } from 'vitest';
import { tokenize } from '../../src/rag/bm25.js';
import { createLexicalStore } from '../../src/rag/lexical-store.js';
import { createLexicalReranker } from '../../src/rag/reranker.js';
import { collectDocFiles, ingestFiles, queryDocs } from '../../src/services/rag.js';

const docs = fileURLToPath(new URL('../fixtures/docs', import.meta.url));

/** A real Embedder implementation for tests: feature-hashed bag of words with a synonym folded in. */
function hashingEmbedder(dimension = 64): Embedder & { calls: number } {
  const synonyms: Record<string, string> = { cost: 'fee', charge: 'fee' };
  return {
    id: 'hashing',
    model: 'hashing-64',
    dimension,
    calls: 0,
    async embed(texts) {
      this.calls++;
      return texts.map((t) => {
        const v = new Array<number>(dimension).fill(0);
        for (const w of tokenize(t)) {
          const word = synonyms[w] ?? w;
          let h = 0;
          for (const ch of word) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
          v[h % dimension]! += 1;
        }
        return v;
      });
    },
  };
}

describe('rag over the VectorStore/Embedder ports', () => {
  it('ingests with vectors and fuses vector and lexical hits', async () => {
    const store = createLexicalStore();
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
