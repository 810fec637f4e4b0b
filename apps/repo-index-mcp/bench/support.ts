import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRepoIndex, silentLogger } from '@sextant/core-engine';
import { createLanguageRegistry } from '@sextant/language-adapters';
import { createLibsqlStore } from '@sextant/vector-search';
import { createIndexingPool } from '../src/deps.js';

/** An index on the embedded defaults (libsql file, no embedder, the app's worker pool unless `pool: false`) in a temp folder. */
export async function openIndex(opts: { pool?: boolean } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'ri-bench-index-'));
  const store = await createLibsqlStore({ path: join(dir, 'index.db') });
  const pool = opts.pool === false ? undefined : createIndexingPool(silentLogger);
  const index = createRepoIndex({ dir, store, adapters: createLanguageRegistry(), log: silentLogger, pool });
  return { dir, store, index, pool };
}

export function commitAll(root: string): void {
  const git = (...a: string[]) =>
    execFileSync('git', ['-c', 'user.email=b@b', '-c', 'user.name=b', ...a], { cwd: root, stdio: 'ignore' });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'bench corpus');
}

export const mb = (bytes: number) => bytes / 1e6;
export const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
