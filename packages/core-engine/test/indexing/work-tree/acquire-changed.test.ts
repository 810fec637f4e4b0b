import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRepoIndex } from '../../../src/indexing/repo-index.js';
import type { RepoIndex } from '../../../src/indexing/repo-index.js';
import type { IndexRunStats } from '../../../src/indexing/state/types.js';
import { silentLogger } from '../../../src/logger.js';
import { makeRepo } from '../support/git-repo.js';
import { createMemoryStore } from '../support/memory-store.js';
import { regexAdapters } from '../support/regex-adapter.js';

const cleanup: string[] = [];
afterAll(() => cleanup.forEach((d) => rmSync(d, { recursive: true, force: true })));

const fn = (name: string) => `function ${name}() {\n  return ${name.length}\n}\n`;
const repoOf = () => {
  const repo = makeRepo({
    'src/a.js': fn('alpha') + 'beta()\n',
    'src/b.js': fn('beta'),
    'lib/c.js': fn('gamma') + 'alpha()\n',
    'lib/deep/d.js': fn('delta'),
    '.gitignore': 'ignored/\n',
  });
  cleanup.push(repo.root);
  return repo;
};
const indexOf = (): RepoIndex => {
  const dir = mkdtempSync(join(tmpdir(), 'ce-named-'));
  cleanup.push(dir);
  return createRepoIndex({
    dir,
    store: createMemoryStore(),
    adapters: regexAdapters,
    log: silentLogger,
    history: false,
  });
};
/** What a run leaves that search reads: the file table, the ranks, the overlay. */
const observed = async (index: RepoIndex) => {
  const s = (await index.state())!;
  return { files: s.files, rank: s.rank, dirty: s.dirty, head: s.head };
};
const fresh = async (root: string) => {
  const full = indexOf();
  await full.run({ root });
  return observed(full);
};

describe('a run given the changed paths (a watcher names them)', () => {
  it('looks at those paths only and ends as a full run of the same tree', async () => {
    const repo = repoOf();
    const index = indexOf();
    await index.run({ root: repo.root });
    // An edit, a new untracked file, a deletion, a new folder, an ignored file, and a folder moved away.
    repo.write('src/a.js', fn('alphaEdited') + 'beta()\ngamma()\n');
    repo.write('src/new.js', fn('epsilon'));
    rmSync(join(repo.root, 'src/b.js'));
    repo.write('extra/e.js', fn('zeta'));
    repo.write('ignored/x.js', fn('hidden'));
    renameSync(join(repo.root, 'lib/deep'), join(repo.root, 'lib/moved'));
    const paths = ['src/a.js', 'src/new.js', 'src/b.js', 'extra', 'ignored/x.js', 'lib/deep', 'lib/moved'];
    const stats = await index.run({ root: repo.root, changed: paths });
    expect(stats.named).toBe(paths.length);
    expect(stats).toMatchObject({ status: 'updated', changed: 4, removed: 2 });
    expect(await observed(index)).toEqual(await fresh(repo.root));
    expect(Object.keys((await index.state())!.files)).not.toContain('ignored/x.js');
  });

  it('sees a tracked file edited, staged or made a folder as a full run does (named alone)', async () => {
    const repo = repoOf();
    const index = indexOf();
    await index.run({ root: repo.root });
    // Tracked files named alone: git is asked without untracked files, unless one became a folder.
    repo.write('src/a.js', fn('alphaEdited'));
    await index.run({ root: repo.root, changed: ['src/a.js'] });
    expect(await observed(index)).toEqual(await fresh(repo.root));
    repo.write('src/b.js', fn('betaStaged'));
    repo.git('add', 'src/b.js');
    await index.run({ root: repo.root, changed: ['src/b.js'] });
    expect((await observed(index)).dirty).toEqual(['src/a.js', 'src/b.js']);
    expect(await observed(index)).toEqual(await fresh(repo.root));
    rmSync(join(repo.root, 'lib/c.js'));
    repo.write('lib/c.js/inner.js', fn('iota'));
    const folder = await index.run({ root: repo.root, changed: ['lib/c.js'] });
    expect(folder).toMatchObject({ named: 1, changed: 1, removed: 1 });
    expect(Object.keys((await index.state())!.files)).toContain('lib/c.js/inner.js');
    expect(await observed(index)).toEqual(await fresh(repo.root));
  });

  it('sees files git does not track come, change, hide and go as a full run does (named alone)', async () => {
    const repo = repoOf();
    repo.write('.gitignore', 'ignored/\n*.log.js\n!keep.log.js\n');
    repo.git('add', '.gitignore');
    repo.git('commit', '-qm', 'ignore rules');
    const index = indexOf();
    await index.run({ root: repo.root });
    // Each step names paths git's index does not hold: asked without a status (HEAD and the untracked listing).
    const steps: [string[], () => void][] = [
      [['src/new.js'], () => repo.write('src/new.js', fn('epsilon'))],
      [['src/new.js'], () => repo.write('src/new.js', fn('epsilonEdited'))],
      [
        ['src/x.log.js', 'src/keep.log.js'],
        () => (repo.write('src/x.log.js', fn('hidden')), repo.write('src/keep.log.js', fn('kept'))),
      ],
      [['ignored/keep.log.js'], () => repo.write('ignored/keep.log.js', fn('insideIgnored'))],
      [
        ['src/new.js', 'src/keep.log.js'],
        () => (rmSync(join(repo.root, 'src/new.js')), rmSync(join(repo.root, 'src/keep.log.js'))),
      ],
      // Taken out of git's index (a deletion staged) but left in the work tree: untracked now.
      [['src/b.js'], () => repo.git('rm', '-q', '--cached', 'src/b.js')],
      [['src/b.js'], () => repo.write('src/b.js', fn('betaUntracked'))],
    ];
    for (const [paths, change] of steps) {
      change();
      const stats = await index.run({ root: repo.root, changed: paths });
      expect(stats.named).toBe(paths.length);
      expect(await observed(index)).toEqual(await fresh(repo.root));
    }
    const files = Object.keys((await index.state())!.files);
    expect(files).toContain('src/b.js');
    expect(files).not.toContain('src/x.log.js');
    expect(files).not.toContain('ignored/keep.log.js');
  });

  it('ends as a full run when it patches the table copied while idle between edits', async () => {
    const repo = repoOf();
    const index = indexOf();
    await index.run({ root: repo.root });
    for (const [i, path] of ['src/a.js', 'lib/c.js', 'src/a.js'].entries()) {
      // Past the wait after a run (see repo-index/run.ts): the next run takes the copy made meanwhile.
      await new Promise((r) => setTimeout(r, 600));
      repo.write(path, fn(`edited${i}`));
      await index.run({ root: repo.root, changed: [path] });
      expect(await observed(index)).toEqual(await fresh(repo.root));
    }
  });

  it('lists the whole tree when HEAD moved or an ignore rule changed', async () => {
    const repo = repoOf();
    const index = indexOf();
    await index.run({ root: repo.root });
    repo.write('src/a.js', fn('alphaCommitted'));
    repo.git('commit', '-qam', 'edit');
    const moved = await index.run({ root: repo.root, changed: ['src/a.js'] });
    expect(moved.named).toBeUndefined();
    repo.write('ignored/x.js', fn('hidden'));
    repo.write('.gitignore', '');
    const unignored = await index.run({ root: repo.root, changed: ['.gitignore'] });
    expect(unignored.named).toBeUndefined();
    expect(await observed(index)).toEqual(await fresh(repo.root));
  });

  it('does not see a change outside the named paths; the next full listing catches it', async () => {
    const repo = repoOf();
    const index = indexOf();
    await index.run({ root: repo.root });
    repo.write('src/a.js', fn('alphaMissed'));
    repo.write('src/b.js', fn('betaNamed'));
    await index.run({ root: repo.root, changed: ['src/b.js'] });
    const missed = await observed(index);
    expect(missed).not.toEqual(await fresh(repo.root));
    const full = await index.run({ root: repo.root });
    expect(full.changed).toBe(1);
    expect(await observed(index)).toEqual(await fresh(repo.root));
  });
});

describe('a watched index', () => {
  it('names the changed paths to its runs, and a quiet full check catches a change whose event was lost', async () => {
    const repo = repoOf();
    const index = indexOf();
    await index.run({ root: repo.root });
    const runs: IndexRunStats[] = [];
    // Changed while nobody watched, and not caught up: as if its event was lost (in another folder than
    // the change seen, which a watcher may name by its folder).
    repo.write('lib/c.js', fn('alphaLost'));
    index.watch({ root: repo.root, debounceMs: 50, fullCheckMs: 300, catchUp: false, onRun: (s) => runs.push(s) });
    await new Promise((r) => setTimeout(r, 200)); // the watches of subfolders are set up
    repo.write('src/b.js', fn('betaSeen'));
    const found = async (name: string) => (await index.search({ query: name, k: 5 })).some((r) => r.symbol === name);
    for (let i = 0; i < 300 && !(await found('alphaLost')); i++) {
      await index.idle();
      await new Promise((r) => setTimeout(r, 50));
    }
    index.unwatch();
    expect(await found('betaSeen')).toBe(true);
    expect(await found('alphaLost')).toBe(true);
    // The edit's run was given its path; the run that caught the lost change listed the tree.
    expect(runs.some((s) => (s.named ?? 0) > 0)).toBe(true);
    expect(runs.some((s) => s.named === undefined)).toBe(true);
    expect(await observed(index)).toEqual(await fresh(repo.root));
  });
});
