import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../src/logger.js';
import { createRepoIndex } from '../../../src/indexing/repo-index.js';
import { makeRepo } from '../support/git-repo.js';
import { createMemoryStore } from '../support/memory-store.js';
import { regexAdapters } from '../support/regex-adapter.js';

// Two files say nothing of "throttle"; only the history of one does. A test shares the query's words.
const repo = makeRepo({
  'src/queue.js': 'function drain(q) {\n  return q.shift()\n}\n',
  'src/pool.js': 'function lease(p) {\n  return p.pop()\n}\n',
  'test/pool.test.js': 'function testLease() {\n  return lease([1])\n}\n',
});
repo.write('src/queue.js', 'function drain(q) {\n  return q.shift() ?? null\n}\n');
repo.git('commit', '-qam', 'Throttle retries when the queue drains too fast');
const dirs: string[] = [];
afterAll(() => [repo.root, ...dirs].forEach((d) => rmSync(d, { recursive: true, force: true })));

function open(history?: boolean, dir = mkdtempSync(join(tmpdir(), 'ce-history-'))) {
  dirs.push(dir);
  const index = createRepoIndex({
    dir,
    store: createMemoryStore(),
    adapters: regexAdapters,
    log: silentLogger,
    history,
  });
  return { dir, index };
}
const paths = (r: { path: string }[]) => r.map((x) => x.path);

describe('the history field in search', () => {
  it('finds the file whose commits describe the behaviour, and reads the history with the run', async () => {
    const { dir, index } = open();
    const stats = await index.run({ root: repo.root });
    expect(stats.timings_ms.history).toBeGreaterThanOrEqual(0);
    expect(existsSync(join(dir, 'history.json'))).toBe(true);
    expect(paths(await index.search({ query: 'throttle retries', k: 5 }))[0]).toBe('src/queue.js');
    expect(paths(await index.search({ query: 'throttle retries', k: 5, features: { history: false } }))).not.toContain(
      'src/queue.js',
    );
  });

  it('holds the history of the commit the run indexed (`rev`), never a later one', async () => {
    const { dir, index } = open();
    const before = repo.git('rev-parse', 'HEAD~1').trim();
    await index.run({ root: repo.root, rev: 'HEAD~1' });
    expect((JSON.parse(readFileSync(join(dir, 'history.json'), 'utf8')) as { head: string }).head).toBe(before);
    expect(paths(await index.search({ query: 'throttle retries', k: 5 }))).not.toContain('src/queue.js');
    await index.run({ root: repo.root });
    expect(paths(await index.search({ query: 'throttle retries', k: 5 }))[0]).toBe('src/queue.js');
  });

  // Each earlier way of reading paths: none marked (C-quoted paths as they came) and `unquoted` (unquoted lines).
  it.each([{ paths: undefined }, { paths: 'unquoted' }])(
    'reads again a history kept for this HEAD but read another way (paths read as %o, other options)',
    async ({ paths: reading }) => {
      const { dir, index } = open();
      await index.run({ root: repo.root });
      const file = join(dir, 'history.json');
      const kept = JSON.parse(readFileSync(file, 'utf8')) as { options: string; subjects: string[] };
      const before = { ...(JSON.parse(kept.options) as Record<string, unknown>), paths: reading };
      writeFileSync(
        file,
        JSON.stringify({ ...kept, options: JSON.stringify(before), subjects: kept.subjects.map(() => 'x') }),
      );
      await open(undefined, dir).index.run({ root: repo.root });
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ ...kept, ms: expect.any(Number) });
    },
  );

  it('is left out with `history: false` (no git log, no file)', async () => {
    const { dir, index } = open(false);
    const stats = await index.run({ root: repo.root });
    expect(stats.timings_ms.history).toBeUndefined();
    expect(existsSync(join(dir, 'history.json'))).toBe(false);
    expect(paths(await index.search({ query: 'throttle retries', k: 5 }))).not.toContain('src/queue.js');
  });

  it('ranks the source before its test for a behaviour question, the test first when the query names tests', async () => {
    const { index } = open();
    await index.run({ root: repo.root });
    expect(paths(await index.search({ query: 'lease', k: 5 }))[0]).toBe('src/pool.js');
    expect(paths(await index.search({ query: 'lease test', k: 5 }))[0]).toBe('test/pool.test.js');
  });
});
