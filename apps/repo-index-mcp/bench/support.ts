import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { silentLogger } from '@sextant/core-engine';
import { createRepoIndex, createWorkerPool } from '@sextant/core-engine/indexing';
import { createLanguageRegistry } from '@sextant/language-adapters';
import { createLibsqlStore, unpackChunkText } from '@sextant/vector-search';
import { createIndexingPool } from '../src/indexing-pool.js';

/**
 * An index on the embedded defaults (libsql file, no embedder, the app's worker pool unless `pool: false`,
 * of `poolSize` workers when given) in a temp folder. `builtWorker`: the workers run the built app's
 * `dist/index-worker.js` (what the CLI and server run), not the sources through tsx (which adds its own memory).
 */
export async function openIndex(opts: { pool?: boolean; poolSize?: number; builtWorker?: boolean } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'ri-bench-index-'));
  const store = await createLibsqlStore({ path: join(dir, 'index.db') });
  const workerUrl = new URL('../dist/index-worker.js', import.meta.url);
  const pool =
    opts.pool === false
      ? undefined
      : opts.builtWorker
        ? createWorkerPool({ workerUrl, unpack: unpackChunkText, ...(opts.poolSize ? { size: opts.poolSize } : {}) })
        : createIndexingPool(silentLogger, opts.poolSize);
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

/**
 * CPU ms from a Linux `/proc/.../stat` file: utime + stime (`children`: cutime + cstime, the children
 * waited for), at 100 ticks a second; 0 elsewhere.
 */
export function procCpuMs(file: string, children = false): number {
  try {
    const stat = readFileSync(file, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const at = children ? 13 : 11;
    return ((Number(f[at]) + Number(f[at + 1])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/** The value after `--name` on the command line, if any. */
export const argValue = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
export const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * The CoSQA corpus (a git repo of one file per function) and its test queries, built into a temp folder
 * from ../shared/benchmarks/cosqa (read-only reference data); undefined when that folder is absent.
 */
export function buildCosqa(
  prefix: string,
): { work: string; root: string; queries: { query: string; gold: string }[] } | undefined {
  const shared = fileURLToPath(new URL('../../../../shared/benchmarks/cosqa/', import.meta.url));
  const src = existsSync(shared) ? shared : '/work/shared/benchmarks/cosqa/';
  if (!existsSync(join(src, 'build.mjs'))) return undefined;
  const work = mkdtempSync(join(tmpdir(), prefix));
  execFileSync(
    'node',
    [join(src, 'build.mjs'), join(src, 'cosqa-retrieval-test-500.json'), join(src, 'code_idx_map.txt'), work],
    { stdio: 'ignore' },
  );
  const queries = JSON.parse(readFileSync(join(work, 'queries.json'), 'utf8')) as { query: string; gold: string }[];
  return { work, root: join(work, 'corpus'), queries };
}

/** Bytes of every file under `dir` (an index's data folder: its database, WAL, state and symbol packs). */
export function dirBytes(dir: string): number {
  let n = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    n += e.isDirectory() ? dirBytes(p) : statSync(p).size;
  }
  return n;
}
