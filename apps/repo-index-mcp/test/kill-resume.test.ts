import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readStateFile } from '@sextant/core-engine/indexing';
import { createLibsqlStore } from '@sextant/vector-search';
import { afterAll, describe, expect, it } from 'vitest';
import { builtServer } from './support/built.js';
import { killWhenStaged } from './support/staged-progress.js';
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

const dbOf = (data: string, indexId: string) => join(base, data, 'repo-index', indexId, 'index.db');

/** Runs `index` and kills it with SIGKILL once its committed batches cover `files` files (from its progress lines). */
function indexKilledAt(data: string, files: number): Promise<boolean> {
  const child = spawn(process.execPath, [builtServer(), 'index', repo.root], {
    env: { ...envFor(data), LOG_LEVEL: 'debug' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return killWhenStaged(child, files);
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
  const state = readStateFile(dir)!;
  const answers = queries.map((q) => cli(data, 'search', repo.root, q, '--k', '10').results);
  return { chunks: chunks.sort(), files: state.files, rank: state.rank, answers, staged };
}

/** How many files the killed runs left staged (batches committed, not promoted). */
async function stagedFiles(data: string, indexId: string): Promise<number> {
  const store = await createLibsqlStore({ path: dbOf(data, indexId) });
  const n = (await store.staging!.staged!()).length;
  await store.dispose?.();
  return n;
}

/**
 * Kills runs at several points of their progress (at once, then once committed batches cover 30, 60 and 90 % of
 * the files to process), then lets one finish. Progress, not time: the points are the same on any machine.
 */
async function killSeries(data: string, indexId: string, changed: number) {
  const left: number[] = [];
  let killed = 0;
  for (const fraction of [0, 0.3, 0.6, 0.9]) {
    if (await indexKilledAt(data, Math.ceil(changed * fraction))) killed++;
    left.push(await stagedFiles(data, indexId));
  }
  const last = cli(data, 'index', repo.root);
  return { killed, left, last };
}

describe('kill -9 at any moment loses nothing and resumes', () => {
  let indexId = '';

  it('a full run killed again and again ends as an uninterrupted one, resuming from committed batches', async () => {
    const reference = cli('reference', 'index', repo.root);
    indexId = reference.index_id;
    expect(reference.status).toBe('created');
    const { killed, left, last } = await killSeries('killed', indexId, reference.stats.changed);
    expect(killed, 'no run was killed before it finished').toBeGreaterThan(0);
    // Some kill came after a committed batch, and the run after it took those files as they were.
    expect(Math.max(...left), `staged files left after each kill: ${left}`).toBeGreaterThan(0);
    expect(last.stats.resumed ?? 0).toBe(left.at(-1));
    // A kill never damages the file: nothing was moved aside and rebuilt on the way.
    expect(last.stats.repair).toBeUndefined();
    expect(readdirSync(join(base, 'killed', 'repo-index', indexId)).filter((f) => f.includes('.damaged-'))).toEqual([]);
    const [a, b] = [await contents('killed', indexId), await contents('reference', indexId)];
    expect(a).toEqual(b);
    expect(a.staged).toBe(0);
  }, 600_000);

  it('an incremental run killed again and again ends as an uninterrupted one', async () => {
    // Three of every four files rewritten (and two removed): enough chunks for several committed batches.
    for (let i = 0; i < 400; i++)
      if (i % 4 && i > 3)
        repo.write(
          `src/mod${i}/file${i}.ts`,
          Array.from(
            { length: 12 },
            (_, j) =>
              `export function renamed${i}x${j}(input: string): string {\n  return input + '${'y'.repeat(40)}${i + j}';\n}\n`,
          ).join('\n'),
        );
    execFileSync('git', ['rm', '-q', '-r', 'src/mod1', 'src/mod3'], { cwd: repo.root });
    const incremental = cli('reference', 'index', repo.root);
    expect(incremental.status).toBe('updated');
    const { killed, left, last } = await killSeries('killed', indexId, incremental.stats.changed);
    expect(killed).toBeGreaterThan(0);
    expect(Math.max(...left), `staged files left after each kill: ${left}`).toBeGreaterThan(0);
    expect(last.stats.files).toBe(398);
    expect(last.stats.repair).toBeUndefined();
    expect(readdirSync(join(base, 'killed', 'repo-index', indexId)).filter((f) => f.includes('.damaged-'))).toEqual([]);
    expect(await contents('killed', indexId)).toEqual(await contents('reference', indexId));
  }, 600_000);
});
