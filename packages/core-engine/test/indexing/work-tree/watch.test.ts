import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepoIndex } from '../../../src/indexing/repo-index.js';
import type { IndexRunStats } from '../../../src/indexing/state/types.js';
import { watchWorkTree } from '../../../src/indexing/work-tree/watch.js';
import type { Logger } from '../../../src/logger.js';
import { silentLogger } from '../../../src/logger.js';
import { makeRepo } from '../support/git-repo.js';
import { createMemoryStore } from '../support/memory-store.js';
import { regexAdapters } from '../support/regex-adapter.js';

const repo = makeRepo({ 'src/a.js': 'function alphaStart() {\n  return 1\n}\n' });
const dir = mkdtempSync(join(tmpdir(), 'ce-watch-'));
const index = createRepoIndex({ dir, store: createMemoryStore(), adapters: regexAdapters, log: silentLogger });
const runs: IndexRunStats[] = [];

/** Where the symbol is defined, as search_repo would report it. */
const definedIn = async (name: string) =>
  (await index.search({ query: name, k: 5 })).filter((r) => r.symbol === name).map((r) => r.path);

/** Polls until `check` holds (generous: the machine may be busy); no timing is asserted. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 300; i++) {
    await index.idle();
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the watched index never caught up');
}

beforeAll(async () => {
  await index.run({ root: repo.root });
  index.watch({ root: repo.root, debounceMs: 50, onRun: (s) => runs.push(s) });
  await index.idle();
});
afterAll(() => {
  index.unwatch();
  [repo.root, dir].forEach((d) => rmSync(d, { recursive: true, force: true }));
});

describe('watch mode', () => {
  it('finds a created file without a call to index it, and reads freshness from memory', async () => {
    repo.write('src/b.js', 'function bravoCreated() {\n  return 2\n}\n');
    await eventually(async () => (await definedIn('bravoCreated')).includes('src/b.js'));
    expect(await index.freshness()).toEqual({ behind: false });
    expect(runs.some((s) => s.changed >= 1)).toBe(true);
  });

  it('follows a modified file: the new name matches, the old one no longer does', async () => {
    repo.write('src/a.js', 'function alphaRenamed() {\n  return 1\n}\n');
    await eventually(async () => (await definedIn('alphaRenamed')).length === 1);
    expect(await definedIn('alphaStart')).toEqual([]);
  });

  it('drops a deleted file', async () => {
    rmSync(join(repo.root, 'src/b.js'));
    await eventually(async () => (await definedIn('bravoCreated')).length === 0);
  });

  it('moves a renamed file', async () => {
    renameSync(join(repo.root, 'src/a.js'), join(repo.root, 'src/moved.js'));
    await eventually(async () => (await definedIn('alphaRenamed')).join() === 'src/moved.js');
  });

  it('follows a git checkout of another branch and back', async () => {
    repo.git('add', '-A');
    repo.git('commit', '-q', '-m', 'work');
    repo.git('checkout', '-q', '-b', 'other');
    repo.write('src/c.js', 'function charlieBranch() {\n  return 3\n}\n');
    repo.git('add', '-A');
    repo.git('commit', '-q', '-m', 'other');
    repo.git('checkout', '-q', 'main');
    await eventually(async () => (await definedIn('charlieBranch')).length === 0);
    repo.git('checkout', '-q', 'other');
    await eventually(async () => (await definedIn('charlieBranch')).join() === 'src/c.js');
    const head = repo.git('rev-parse', 'HEAD').trim();
    await eventually(async () => (await index.state())?.head === head);
  });

  it('stops watching: freshness asks git again', async () => {
    index.unwatch();
    expect(index.watching).toBe(false);
    expect(await index.freshness()).toEqual({ behind: false });
  });
});

describe('closing a watch', () => {
  it('cancels the run under way, waits for it, and reports nothing', async () => {
    const said: string[] = [];
    const log: Logger = {
      debug: () => undefined,
      info: (m) => said.push(m),
      warn: (m) => said.push(m),
      error: (m) => said.push(m),
      child: () => log,
    };
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    let seen: AbortSignal | undefined;
    // A run that lasts until it is cancelled, then fails as a store closing under it would.
    const run = (_changed: readonly string[] | undefined, signal: AbortSignal) =>
      new Promise<IndexRunStats>((_resolve, reject) => {
        seen = signal;
        started();
        signal.addEventListener('abort', () => setTimeout(() => reject(new Error('CLIENT_CLOSED')), 20));
      });
    const w = watchWorkTree(run, { root: repo.root, debounceMs: 10, log });
    w.kick();
    await running;
    expect(w.freshness().behind).toBe(true);
    await w.close();
    expect(seen?.aborted).toBe(true);
    expect(said).toEqual([]);
    await w.idle();
  });
});
