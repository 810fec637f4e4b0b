import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openRepoIndex } from '../../src/repo-index/open-repo-index.js';
import { chromaForSuite } from '../support/chroma-suite.js';
import { hashingEmbedder } from '../support/hashing-embedder.js';

const temp = mkdtempSync(join(tmpdir(), 'chroma-equals-'));
const server = chromaForSuite(60_000);
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A real git repository: a copy of this package's source (some 80 TypeScript files). */
function sourceRepo(name: string): string {
  const root = join(temp, name);
  cpSync(fileURLToPath(new URL('../../src', import.meta.url)), join(root, 'src'), { recursive: true });
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', '-c', 'commit.gpgsign=false', ...args], {
      cwd: root,
    });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'init');
  return realpathSync(root);
}

const queries = [
  'createLibsqlStore',
  'rankByCosine',
  'openRepoIndexAt',
  'defaultFieldWeights',
  'bm25 top k over fts5 segments',
  'how are chunks promoted from staging',
  'damaged database file moved aside',
  'embedding cache keyed by content hash',
  'rerank search results with a cross encoder',
  'chroma collection mark of the last write',
];

describe('Chroma-backed search (real server) answers as the libsql store does', () => {
  for (const embedder of ['none', 'hashing'] as const) {
    it(`on this package's source, embedder ${embedder}`, async () => {
      const root = sourceRepo(`repo-${embedder}`); // its own collection (named after the root)
      const open = (store: 'libsql' | 'chroma') =>
        openRepoIndex(root, {
          dataDir: join(temp, `data-${store}-${embedder}`),
          store: store === 'chroma' ? { id: 'chroma', url: server.url } : { id: 'libsql' },
          history: false,
          ...(embedder === 'hashing' ? { embedder: hashingEmbedder(64), embeddingCache: false } : {}),
        });
      const libsql = await open('libsql');
      const chroma = await open('chroma');
      try {
        const a = await libsql.update();
        const b = await chroma.update();
        expect(b.chunks).toBe(a.chunks);
        for (const query of queries) {
          const want = await libsql.search({ query, k: 10 });
          const got = await chroma.search({ query, k: 10 });
          expect(want.length, query).toBeGreaterThan(0);
          // Lexical ranking is the same code on the same rows; vector neighbours agree at the top.
          if (embedder === 'none') expect(got, query).toEqual(want);
          else expect(got[0]?.path, query).toBe(want[0]?.path);
        }
        // An edit, then an update: both find the new function, the same way.
        writeFileSync(join(root, 'src/fresh.ts'), 'export function freshlyAddedMarker(): number {\n  return 1;\n}\n');
        expect(await chroma.update()).toMatchObject({ changed: 1 });
        expect(await libsql.update()).toMatchObject({ changed: 1 });
        const fresh = await chroma.search({ query: 'freshlyAddedMarker', k: 5 });
        expect(fresh[0]).toMatchObject({ path: 'src/fresh.ts', symbol: 'freshlyAddedMarker' });
        if (embedder === 'none') expect(fresh).toEqual(await libsql.search({ query: 'freshlyAddedMarker', k: 5 }));
      } finally {
        await libsql.dispose();
        await chroma.dispose();
      }
    }, 120_000);
  }
});
