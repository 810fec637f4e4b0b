// The main thread's SQLite cost of a full index: the app's pool indexes the npm-sources corpus while this
// process times (CPU of this thread) every staging write and the promotion at the commit. Then, on the same
// rows in the same run, what the promotion's statements cost before it swapped tables.
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { silentLogger } from '@sextant/core-engine';
import { createRepoIndex } from '@sextant/core-engine/indexing';
import { createLanguageRegistry } from '@sextant/language-adapters';
import { createLibsqlStore } from '@sextant/vector-search';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createIndexingPool } from '../src/indexing-pool.js';
import { buildNpmCorpus } from './npm-corpus.js';
import { mb, procCpuMs } from './support.js';

const { root } = buildNpmCorpus(Number(process.env.BENCH_MB ?? 60) * 1e6);
const dir = mkdtempSync(join(tmpdir(), 'ri-bench-commit-'));
const path = join(dir, 'index.db');
const store = await createLibsqlStore({ path });
const staging = store.staging!;
const cpu = () => procCpuMs('/proc/thread-self/stat');
const spent = { stage: 0, promote: 0, batches: 0 };
const timed =
  <A extends unknown[]>(key: 'stage' | 'promote', fn: (...a: A) => Promise<void>) =>
  async (...a: A) => {
    const c = cpu();
    await fn(...a);
    spent[key] += cpu() - c;
    if (key === 'stage') spent.batches++;
  };
staging.stage = timed('stage', staging.stage.bind(staging));
staging.promote = timed('promote', staging.promote.bind(staging));
const pool = createIndexingPool(silentLogger);
const index = createRepoIndex({ dir, store, adapters: createLanguageRegistry(), log: silentLogger, pool });
const main0 = cpu();
const stats = await index.run({ root });
const mainMs = cpu() - main0;
await store.dispose?.();
await pool.dispose();

// Before: the commit dropped ids staged twice, deleted live rows with a staged id, copied the staged rows
// into `chunks` (unique ids, path index) and deleted them. The same statements on the same rows (the live
// rows play the staged ones, an empty copy of `chunks` the live table), committed.
const db = createClient({ url: `file:${path}` });
await db.execute('PRAGMA cache_size=-65536');
await db.execute('BEGIN IMMEDIATE');
await db.execute(
  'CREATE TABLE copied (rid INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, meta TEXT NOT NULL, text TEXT NOT NULL)',
);
await db.execute("CREATE INDEX copied_path ON copied(json_extract(meta, '$.path'))");
const twice = 'rid NOT IN (SELECT max(rid) FROM chunks GROUP BY id)';
const c = cpu();
for (const sql of [
  `DELETE FROM chunks_fts WHERE rowid IN (SELECT rid FROM chunks WHERE ${twice})`,
  `DELETE FROM chunks WHERE ${twice}`,
  'DELETE FROM chunks_fts WHERE rowid IN (SELECT rid FROM copied WHERE id IN (SELECT id FROM chunks))',
  'DELETE FROM copied WHERE id IN (SELECT id FROM chunks)',
  'INSERT INTO copied (rid, id, meta, text) SELECT rid, id, meta, text FROM chunks',
  'DELETE FROM chunks',
])
  await db.execute(sql);
await db.execute('COMMIT'); // writing what changed into the WAL is part of the cost
const copyMs = cpu() - c;
db.close();
rmSync(dir, { recursive: true, force: true });
rmSync(root, { recursive: true, force: true });

const s = (ms: number) => `${(ms / 1000).toFixed(2)} CPU-s`;
console.log(`store writes of a full index: ${stats.chunks} chunks, ${mb(stats.bytes_read).toFixed(1)} MB read`);
console.log(`  main thread: ${s(mainMs)} in all; staging writes ${s(spent.stage)} (${spent.batches} batches)`);
console.log(
  `  promotion at the commit: ${s(spent.promote)}; the promotion before (its statements on the same rows): ${s(copyMs)} = ${(copyMs / Math.max(1, spent.promote)).toFixed(1)}x`,
);
console.log(`  stages (wall ms): ${JSON.stringify(stats.timings_ms)}`);
