import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLibsqlStore } from '@sextant/vector-search';
import { afterAll, describe, expect, it } from 'vitest';
import { builtServer } from './support/built.js';
import { generatedFiles, makeRepo } from './support/fixture-repo.js';

// The real server process, killed with SIGKILL at many moments of a full and of an incremental run on
// one data directory; after each kill the next run goes on from the batches committed before it. In the
// end the index must hold exactly what an uninterrupted run on another data directory holds.
const base = mkdtempSync(join(tmpdir(), 'ri-kill-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

const repo = makeRepo(generatedFiles(400), base);
const envFor = (data: string) => ({
  ...process.env,
  SEXTANT_DATA_DIR: join(base, data),
  SEXTANT_ROOTS: base,
  OUTPUT_FORMAT: 'json',
});
const cli = (data: string, ...args: string[]) =>
  JSON.parse(execFileSync(process.execPath, [builtServer(), ...args], { env: envFor(data), encoding: 'utf8' }));
const queries = ['handler123x5', 'renamed42x3', 'input string'];

/** Runs `index` and kills it with SIGKILL after `ms`; true when it was killed before finishing. */
function indexKilledAfter(data: string, ms: number): Promise<boolean> {
  const child = spawn(process.execPath, [builtServer(), 'index', repo.root], { env: envFor(data), stdio: 'ignore' });
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  return new Promise((resolve) =>
    child.once('exit', (_code, signal) => {
      clearTimeout(timer);
      resolve(signal === 'SIGKILL');
    }),
  );
}

/** Everything the index holds and answers, from its files and the server. */
async function contents(data: string, indexId: string) {
  const dir = join(base, data, 'repo-index', indexId);
  const store = await createLibsqlStore({ path: join(dir, 'index.db') });
  const chunks: string[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = await store.list!({ offset, limit: 1000 });
    chunks.push(...page.map((c) => `${c.id}\n${c.text}`));
    if (page.length < 1000) break;
  }
  const staged = (await store.staging!.staged!()).length;
  await store.dispose?.();
  const state = JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8')) as { files: unknown; rank: unknown };
  const answers = queries.map((q) => cli(data, 'search', repo.root, q, '--k', '10').results);
  return { chunks: chunks.sort(), files: state.files, rank: state.rank, answers, staged };
}

/** How many files the killed runs left staged (batches committed, not promoted). */
async function stagedFiles(data: string, indexId: string): Promise<number> {
  const store = await createLibsqlStore({ path: join(base, data, 'repo-index', indexId, 'index.db') });
  const n = (await store.staging!.staged!()).length;
  await store.dispose?.();
  return n;
}

/** Kills runs at several fractions of an uninterrupted run's time, then lets one finish. */
async function killSeries(data: string, indexId: string, fullMs: number) {
  const left: number[] = [];
  let killed = 0;
  for (const fraction of [0.3, 0.55, 0.75, 0.9]) {
    if (await indexKilledAfter(data, Math.round(fullMs * fraction))) killed++;
    left.push(await stagedFiles(data, indexId));
  }
  const last = cli(data, 'index', repo.root);
  return { killed, left, last };
}

describe('kill -9 at any moment loses nothing and resumes', () => {
  let indexId = '';
  let fullMs = 0;

  it('a full run killed again and again ends as an uninterrupted one, resuming from committed batches', async () => {
    const t = Date.now();
    const reference = cli('reference', 'index', repo.root);
    fullMs = Date.now() - t;
    indexId = reference.index_id;
    expect(reference.status).toBe('created');
    const { killed, left, last } = await killSeries('killed', indexId, fullMs);
    expect(killed, 'no run was killed before it finished').toBeGreaterThan(0);
    // Some kill came after a committed batch, and the run after it took those files as they were.
    expect(Math.max(...left), `staged files left after each kill: ${left}`).toBeGreaterThan(0);
    expect(last.stats.resumed ?? 0).toBe(left.at(-1));
    const [a, b] = [await contents('killed', indexId), await contents('reference', indexId)];
    expect(a).toEqual(b);
    expect(a.staged).toBe(0);
  }, 600_000);

  it('an incremental run killed again and again ends as an uninterrupted one', async () => {
    for (let i = 0; i < 400; i += 2)
      repo.write(
        `src/mod${i}/file${i}.ts`,
        Array.from(
          { length: 12 },
          (_, j) => `export function renamed${i}x${j}(): number {\n  return ${i + j};\n}\n`,
        ).join('\n'),
      );
    execFileSync('git', ['rm', '-q', '-r', 'src/mod1', 'src/mod3'], { cwd: repo.root });
    const t = Date.now();
    expect(cli('reference', 'index', repo.root).status).toBe('updated');
    const incrementalMs = Date.now() - t;
    const { killed, last } = await killSeries('killed', indexId, incrementalMs);
    expect(killed).toBeGreaterThan(0);
    expect(last.stats.files).toBe(398);
    expect(await contents('killed', indexId)).toEqual(await contents('reference', indexId));
  }, 600_000);
});
