import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtServer } from './support/built.js';
import { openRaw } from './support/index-invariants.js';
import { generatedFiles, makeRepo } from './support/fixture-repo.js';

// The real server killed (SIGKILL) in the one window a commit leaves: the store's rows are committed,
// the state file is not written yet (the journal names the files of the commit). The next run must
// finish the commit from the journal, as the state file and the store are from two moments of one
// sound run: not call the index damaged and rebuild it from scratch.
const base = mkdtempSync(join(tmpdir(), 'ri-commit-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

const repo = makeRepo(generatedFiles(300), base);
const envFor = (data: string) => ({
  ...process.env,
  SEXTANT_DATA_DIR: join(base, data),
  SEXTANT_ROOTS: base,
  OUTPUT_FORMAT: 'json',
  WATCH_MAX: '0',
});
const cli = (data: string, ...args: string[]) =>
  JSON.parse(execFileSync(process.execPath, [builtServer(), ...args], { env: envFor(data), encoding: 'utf8' }));
const queries = ['handler13x5', 'moved32x0', 'input string'];
const answers = (data: string) => queries.map((q) => cli(data, 'search', repo.root, q, '--k', '10').results);

/**
 * Runs `index` and kills it as soon as a raw reader sees the store's generation move (its commit
 * promoted the staged rows). Resolves whether the kill came before the state file was written.
 */
async function killAfterStoreCommit(data: string, dir: string): Promise<boolean> {
  const db = openRaw(join(dir, 'index.db'));
  const generation = () => String(db.prepare("SELECT value FROM store_info WHERE key = 'generation'").get()?.value);
  const before = generation();
  const stateBefore = stateVersion(dir);
  const child = spawn(process.execPath, [builtServer(), 'index', repo.root], { env: envFor(data), stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));
  while (running && generation() === before) await new Promise((r) => setImmediate(r));
  child.kill('SIGKILL');
  await exited;
  db.close();
  return stateVersion(dir) === stateBefore && existsSync(join(dir, 'journal.json'));
}

/** The state file's version: its base's mtime and the length of its log (a run appends a line to it). */
const stateVersion = (dir: string) =>
  [
    join(dir, 'state.json'),
    ...readdirSync(dir)
      .filter((f) => /^state\..+\.log$/.test(f))
      .map((f) => join(dir, f)),
  ]
    .map((path) => `${statSync(path).mtimeMs}:${statSync(path).size}`)
    .join();

/** Rewrites every other file (new definitions, another number of them each round), committed. */
function rewrite(round: number) {
  const fns = 1 + (round % 3) * 4;
  for (let i = 0; i < 300; i += 2)
    repo.write(
      `src/mod${i}/file${i}.ts`,
      Array.from(
        { length: fns },
        (_, j) =>
          `export function moved${i}x${j}(input: string): string {\n  return input + '${'z'.repeat(40)}${round}';\n}\n`,
      ).join('\n'),
    );
  repo.git('commit', '-q', '-am', `round ${round}`);
}

describe('a run killed between the store commit and the state write', () => {
  it('finishes from the journal on the next run: no rebuild, the answers of an uninterrupted run', async () => {
    const first = cli('killed', 'index', repo.root);
    const dir = join(base, 'killed', 'repo-index', first.index_id);
    // The window is a few milliseconds to a few hundred: tried until a kill lands in it.
    let inWindow = false;
    for (let round = 2; round < 8 && !inWindow; round++) {
      rewrite(round);
      inWindow = await killAfterStoreCommit('killed', dir);
      if (!inWindow) expect(cli('killed', 'index', repo.root).stats.repair).toBeUndefined();
    }
    expect(inWindow, 'no kill landed between the store commit and the state write').toBe(true);
    const journal = JSON.parse(readFileSync(join(dir, 'journal.json'), 'utf8')) as { paths: string[] };
    expect(journal.paths.length).toBeGreaterThan(0);

    const resumed = cli('killed', 'index', repo.root);
    expect(resumed.stats.repair).toBeUndefined();
    expect(resumed.status).toBe('updated');
    expect(resumed.stats.changed).toBeLessThanOrEqual(journal.paths.length);
    const reference = cli('reference', 'index', repo.root);
    expect(resumed.stats.chunks).toBe(reference.stats.chunks);
    expect(answers('killed')).toEqual(answers('reference'));
    expect(existsSync(join(dir, 'journal.json'))).toBe(false);
  }, 300_000);
});
