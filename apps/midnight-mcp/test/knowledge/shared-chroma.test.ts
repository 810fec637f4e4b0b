import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { silentLogger } from '@sextant/core-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createDeps } from '../../src/deps.js';
import { indexTargets } from '@sextant/vector-search/knowledge';
import { tempDataDir } from '../support/connect.js';
import { startFakeGithub } from '../support/fake-github.js';

// The chroma CLI ships with vector-search's chromadb dependency; its helper starts a real server on a free port.
const chromaCli = fileURLToPath(
  new URL('../../../../packages/vector-search/node_modules/.bin/chroma', import.meta.url),
);
const hasChroma = existsSync(chromaCli);

describe.skipIf(!hasChroma)(
  'shared Chroma knowledge base (needs packages/vector-search installed with chromadb)',
  () => {
    let chroma: { url: string; stop(): Promise<void> };
    let github: Awaited<ReturnType<typeof startFakeGithub>>;
    beforeAll(async () => {
      const { startChroma } = await import('../../../../packages/vector-search/test/support/chroma-server.js');
      chroma = await startChroma();
      github = await startFakeGithub();
    }, 60_000);
    afterAll(async () => {
      await github?.close();
      await chroma?.stop();
    });

    const server = () =>
      createDeps(
        loadConfig({
          MIDNIGHT_GITHUB_API_URL: github.url,
          MIDNIGHT_DATA_DIR: tempDataDir(),
          VECTOR_STORE: 'chroma',
          CHROMA_URL: chroma.url,
          MIDNIGHT_CHROMA_COLLECTION: 'team-midnight',
        }),
        silentLogger,
      );

    it('is indexed once by one server and read, with the same status, by another', async () => {
      const indexer = server();
      const reader = server();
      try {
        const first = await indexTargets([{ repo: 'midnightntwrk/compact' }], {
          github: indexer.github,
          knowledge: indexer.localIndex!,
        });
        expect(first.indexed[0]).toMatchObject({ commit: 'sha-compactc-v0.26.0', upToDate: false });

        expect(await reader.knowledge.status()).toEqual({
          repos: [expect.objectContaining({ repo: 'midnightntwrk/compact', commit: 'sha-compactc-v0.26.0' })],
          backend: { store: 'chroma', embedder: 'none' },
        });
        const again = await indexTargets([{ repo: 'midnightntwrk/compact' }], {
          github: reader.github,
          knowledge: reader.localIndex!,
        });
        expect(again.indexed[0]).toMatchObject({ upToDate: true });

        const hits = await reader.knowledge.search({
          query: 'increment round',
          kind: 'compact',
          repo: 'midnightntwrk/compact',
          language: 'compact',
          path: 'examples/',
          limit: 3,
        });
        expect(hits[0]).toMatchObject({ path: 'examples/counter.compact', symbol: 'increment', startLine: 5 });
        const docs = await reader.knowledge.search({ query: 'sealed ledger', kind: 'docs', limit: 3 });
        expect(docs[0]).toMatchObject({ path: 'docs/ledger.md' });
      } finally {
        await indexer.dispose();
        await reader.dispose();
      }
    }, 60_000);
  },
);
