// What the history field costs at indexing (issue 27: at most 10 % of a full index's time): a full index of
// each named localization corpus in a fresh data dir, in this process with the worker pool, and the share
// of the run its `git log` and in-memory index took (`timings_ms.history`). Skips without the mirrors.
// Options: --repo owner/name (repeatable as a comma list; default pallets/flask,vuejs/core,clap-rs/clap).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { silentLogger } from '@sextant/core-engine';
import { openRepoIndexAt } from '@sextant/vector-search';
import { createIndexingPool } from '../src/deps.js';
import { mirrorOf } from './localization/git.js';
import { DEFAULT_CACHE, DEFAULT_MIRRORS, loadManifest, materializeCorpus } from './localization/set.js';
import { argValue } from './support.js';

const names = (argValue('--repo') ?? 'pallets/flask,vuejs/core,clap-rs/clap').split(',');
const entries = loadManifest().repos.filter((r) => names.includes(r.repo) && r.split === 'dev');
if (!entries.length || !entries.every((e) => existsSync(mirrorOf(DEFAULT_MIRRORS, e.repo)))) {
  console.log(`history-cost: skipped (no mirrors of ${names.join(', ')} under ${DEFAULT_MIRRORS})`);
  process.exit(0);
}
const pool = createIndexingPool(silentLogger);
console.log('history field at indexing: full index time, of which the history read (git log + index)');
for (const entry of entries) {
  const root = materializeCorpus(entry, DEFAULT_MIRRORS, DEFAULT_CACHE);
  const dataDir = mkdtempSync(join(tmpdir(), 'history-cost-'));
  const opened = await openRepoIndexAt(root, { dataDir, pool });
  const t = performance.now();
  const stats = await opened.update();
  const total = performance.now() - t;
  const history = stats.timings_ms.history ?? NaN;
  const wall = stats.timings_ms.history_wall ?? NaN;
  console.log(
    `  ${entry.repo.padEnd(16)} ${stats.files} files, ${stats.chunks} chunks: full index ${(total / 1000).toFixed(1)} s, history read ${(history / 1000).toFixed(2)} s (${((100 * history) / total).toFixed(1)} %; ${(wall / 1000).toFixed(2)} s, ${((100 * wall) / total).toFixed(1)} % from the run's end to the history kept), load ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
  await opened.dispose();
  rmSync(dataDir, { recursive: true, force: true });
}
await pool.dispose();
