import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { silentLogger } from '@sextant/core-engine';
import { createRepoIndex, processJob } from '@sextant/core-engine/indexing';
import { createLanguageRegistry } from '@sextant/language-adapters';
import { createLibsqlStore, lexicalFields, packChunkText } from '@sextant/vector-search';
import { afterAll, describe, expect, it } from 'vitest';
import { createIndexingPool } from '../src/indexing-pool.js';
import { fixtureFiles, makeRepo } from './support/fixture-repo.js';

const fixtures = fileURLToPath(new URL('../../../packages/language-adapters/test/fixtures/', import.meta.url));
const sources = readdirSync(fixtures, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile())
  .map((e) => join(e.parentPath, e.name));
const pool = createIndexingPool(silentLogger);
const base = mkdtempSync(join(tmpdir(), 'ri-worker-'));
afterAll(async () => {
  await pool.dispose();
  rmSync(base, { recursive: true, force: true });
});

describe('indexing worker pool', () => {
  it('gives the same chunks, pre-tokenized fields, packed texts and symbols as processing in this thread', async () => {
    const ctx = { adapters: createLanguageRegistry(), log: silentLogger, lexical: lexicalFields, pack: packChunkText };
    expect(sources.length).toBeGreaterThan(10);
    const jobs = sources.map((p) => ({ path: relative(fixtures, p), hash: 'h', content: readFileSync(p) }));
    const inWorkers = await Promise.all(jobs.map((j) => pool.process(j)));
    for (const [i, job] of jobs.entries()) {
      const here = await processJob(job, ctx);
      // Results from a worker also carry their symbols' JSON and each chunk's metadata JSON (the main thread
      // writes both as they are).
      const { symbolsJson, ...fromWorker } = inWorkers[i]!;
      const withJson = here.chunks.map((c) => ({ ...c, metaJson: JSON.stringify(c.metadata) }));
      expect(fromWorker, job.path).toEqual({ ...here, chunks: withJson });
      expect(symbolsJson).toBe(JSON.stringify(here.symbols));
      expect(here.chunks.every((c) => c.lexical !== undefined)).toBe(true);
    }
    expect(inWorkers.some((r) => r.symbols.defs.length > 3)).toBe(true);
    expect(inWorkers.some((r) => r.chunks.some((c) => c.packed))).toBe(true);
  });

  it('indexes a repository to the same state and search results as a run without workers', async () => {
    const repo = makeRepo(
      {
        ...fixtureFiles,
        ...Object.fromEntries(sources.map((p) => [`vendor/${relative(fixtures, p)}`, readFileSync(p, 'utf8')])),
      },
      base,
    );
    let jobs = 0;
    const counted = { ...pool, process: (j: Parameters<typeof pool.process>[0]) => (jobs++, pool.process(j)) };
    const open = async (withPool: boolean) => {
      const dir = mkdtempSync(join(base, 'index-'));
      const store = await createLibsqlStore({ path: join(dir, 'index.db') });
      const index = createRepoIndex({
        dir,
        store,
        adapters: createLanguageRegistry(),
        log: silentLogger,
        ...(withPool ? { pool: counted } : {}),
      });
      return { index, store };
    };
    const [plain, pooled] = [await open(false), await open(true)];
    await plain.index.run({ root: repo.root });
    await pooled.index.run({ root: repo.root, poolMinBytes: 0 });
    const [a, b] = [(await plain.index.state())!, (await pooled.index.state())!];
    expect(jobs).toBe(Object.keys(b.files).length);
    expect(b.files).toEqual(a.files);
    expect(b.skipped).toEqual(a.skipped);
    for (const query of ['loadConfig', 'parse the configuration file', 'checksum']) {
      const hits = (await pooled.index.search({ query, k: 5 })).map((r) => [r.path, r.start_line]);
      expect(hits.length).toBeGreaterThan(0);
      expect(hits).toEqual((await plain.index.search({ query, k: 5 })).map((r) => [r.path, r.start_line]));
    }
    await plain.store.dispose?.();
    await pooled.store.dispose?.();
  });

  it('starts again after dispose', async () => {
    await pool.dispose();
    const r = await pool.process({ path: 'a.py', hash: 'h', content: Buffer.from('def answer():\n    return 42\n') });
    expect(r.symbols.defs.map((d) => d.name)).toEqual(['answer']);
  });
});
