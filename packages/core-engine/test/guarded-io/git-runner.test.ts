import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquire } from '../../src/indexing/work-tree/acquire.js';
import { git, gitDirs, gitToFile, readBlobs, workTreeStatus } from '../../src/indexing/git/git.js';
import { makeRepo } from '../indexing/support/git-repo.js';

// A repository whose config tries every way of running a command when git merely looks at it.
const outside = mkdtempSync(join(tmpdir(), 'ce-outside-'));
const marker = (name: string) => join(outside, `${name}.ran`);
const cmd = (name: string) => `touch ${marker(name)}`;
const repo = makeRepo({ 'src/a.ts': 'export const a = 1;\n', '.gitattributes': '*.ts filter=evil\n' });
writeFileSync(join(outside, 'included.cfg'), `[core]\n\tfsmonitor = ${cmd('included-fsmonitor')}\n`);
writeFileSync(
  join(repo.root, '.git/config'),
  [
    '[core]',
    '\trepositoryformatversion = 0',
    '\tbare = false',
    `\tfsmonitor = ${cmd('fsmonitor')}`,
    `\thooksPath = ${outside}`,
    `\tsshCommand = ${cmd('ssh')}`,
    '[filter "evil"]',
    // In double quotes: a bare `;` starts a comment in a git config file (the command would be cut short).
    `\tclean = "sh -c '${cmd('clean')}; cat'"`,
    `\tsmudge = "sh -c '${cmd('smudge')}; cat'"`,
    '[include]',
    `\tpath = ${join(outside, 'included.cfg')}`,
  ].join('\n') + '\n',
);
for (const hook of ['post-index-change', 'pre-commit', 'reference-transaction'])
  writeFileSync(join(outside, hook), `#!/bin/sh\n${cmd(hook)}\n`, { mode: 0o755 });
afterAll(() => {
  rmSync(repo.root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('the hardened git runner', () => {
  it('runs nothing a hostile .git/config names (fsmonitor, hooks, filters, include.path to a file outside)', async () => {
    // A modified file makes git status compare content, which is when clean filters and fsmonitor run.
    repo.write('src/a.ts', 'export const a = 2;\n');
    repo.write('src/b.ts', 'export const b = 1;\n');
    const status = await workTreeStatus(repo.root);
    expect(status.entries.map((e) => e.path).sort()).toEqual(['src/a.ts', 'src/b.ts']);
    const acquired = await acquire({ root: repo.root });
    expect(acquired.files.map((f) => f.path)).toContain('src/b.ts');
    await git(repo.root, ['ls-files', '-s']);
    await readBlobs(repo.root, [(await git(repo.root, ['rev-parse', 'HEAD:src/a.ts'])).trim()]);
    for (const name of ['fsmonitor', 'included-fsmonitor', 'clean', 'smudge', 'ssh', 'post-index-change'])
      expect(existsSync(marker(name)), `${name} ran`).toBe(false);
  });

  it('runs no filter a config names after an earlier call found none (the kept answer goes with the config file)', async () => {
    const r = makeRepo({ 'src/a.ts': 'export const a = 1;\n', '.gitattributes': '*.ts filter=late\n' });
    try {
      r.write('src/a.ts', 'export const a = 2;\n');
      expect((await workTreeStatus(r.root)).entries.map((e) => e.path)).toEqual(['src/a.ts']);
      // The same size and times are no cover: a rewritten file has another change time (and here another size).
      const config = join(r.root, '.git/config');
      const before = readFileSync(config, 'utf8');
      writeFileSync(config, `${before}[filter "late"]\n\tclean = "sh -c '${cmd('late-clean')}; cat'"\n`);
      r.write('src/a.ts', 'export const a = 3;\n');
      expect((await workTreeStatus(r.root)).entries.map((e) => e.path)).toEqual(['src/a.ts']);
      expect(existsSync(marker('late-clean')), 'late-clean ran').toBe(false);
    } finally {
      rmSync(r.root, { recursive: true, force: true });
    }
  });

  it('runs no filter when git options come before the command, and names the command when it fails', async () => {
    repo.write('src/a.ts', 'export const a = 3;\n');
    const out = await git(repo.root, ['-c', 'core.abbrev=12', 'status', '--porcelain']);
    expect(out).toContain('src/a.ts');
    await gitToFile(repo.root, ['-C', '.', 'diff', '--stat'], join(outside, 'diff.txt'));
    for (const name of ['clean', 'smudge']) expect(existsSync(marker(name)), `${name} ran`).toBe(false);
    await expect(git(repo.root, ['-c', 'core.abbrev=12', 'log', '--no-such-option'])).rejects.toThrow(
      /^git log failed/,
    );
    await expect(gitToFile(repo.root, ['-C', '.', 'log', '--no-such-option'], join(outside, 'x.txt'))).rejects.toThrow(
      /^git log failed/,
    );
  });

  it('never reaches a remote (protocol.allow=never)', async () => {
    await expect(git(repo.root, ['ls-remote', `file://${repo.root}`])).rejects.toMatchObject({ name: 'AppError' });
  });

  it('reports the git dir a .git gitfile points to, so callers can check it against the roots', async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'ce-gitfile-'));
    writeFileSync(join(elsewhere, '.git'), `gitdir: ${join(repo.root, '.git')}\n`);
    const dirs = await gitDirs(elsewhere);
    expect(dirs.gitDir).toBe(join(repo.root, '.git'));
    expect(dirs.commonDir).toBe(join(repo.root, '.git'));
    rmSync(elsewhere, { recursive: true, force: true });
  });
});

describe('acquire behind the wall', () => {
  it('skips an untracked symlink to a file outside the work tree, counting the reason, and follows one inside', async () => {
    writeFileSync(join(outside, 'secret.ts'), 'export const secret = "outside";\n');
    symlinkSync(join(outside, 'secret.ts'), join(repo.root, 'src/x.ts'));
    symlinkSync(join(repo.root, 'src/b.ts'), join(repo.root, 'src/inside.ts'));
    symlinkSync(outside, join(repo.root, 'linked'));
    const a = await acquire({ root: repo.root });
    expect(a.skipped).toContainEqual({ path: 'src/x.ts', reason: 'symlink_outside' });
    expect(a.skipped).toContainEqual({ path: 'linked', reason: 'symlink_outside' });
    const inside = a.files.find((f) => f.path === 'src/inside.ts')!;
    expect((await a.read(inside)).toString()).toBe('export const b = 1;\n');
    expect(a.files.map((f) => f.path)).not.toContain('src/x.ts');
  });
});

describe('git status run by the indexer', () => {
  it("leaves the repository's index file alone (no optional lock a user's own git command would trip over)", async () => {
    const r = makeRepo({ 'a.ts': 'export const a = 1;\n' });
    try {
      const index = join(r.root, '.git/index');
      // A touched file: a plain `git status` refreshes its stat data by rewriting .git/index under index.lock.
      const later = new Date(Date.now() + 5000);
      utimesSync(join(r.root, 'a.ts'), later, later);
      const before = statSync(index);
      const status = await workTreeStatus(r.root);
      expect(status.entries).toEqual([]);
      const after = statSync(index);
      expect([after.ino, after.mtimeMs, after.size]).toEqual([before.ino, before.mtimeMs, before.size]);
    } finally {
      rmSync(r.root, { recursive: true, force: true });
    }
  });
});

describe('git output into a file', () => {
  it('is written while this thread is busy (no pipe waiting for the event loop), byte for byte what git prints', async () => {
    // One commit naming 4,000 paths: well past a pipe's 64 KB buffer.
    const files = Object.fromEntries(
      Array.from({ length: 4000 }, (_, i) => [`src/nested/folder/with/a/longer/path/file-${i}.ts`, '']),
    );
    const r = makeRepo(files);
    const out = join(outside, 'log.txt');
    try {
      const args = ['log', '--name-only', '--format=%x00%s%x01', 'HEAD', '--'];
      const expected = Buffer.byteLength(await git(r.root, args));
      expect(expected).toBeGreaterThan(128 * 1024);
      const done = gitToFile(r.root, args, out);
      // Block the thread (a cap, not a timing target): git has to finish writing on its own.
      const cap = Date.now() + 30_000;
      while ((existsSync(out) ? statSync(out).size : 0) < expected && Date.now() < cap);
      expect(statSync(out).size).toBe(expected);
      await done;
      expect(readFileSync(out, 'utf8')).toBe(await git(r.root, args));
    } finally {
      rmSync(r.root, { recursive: true, force: true });
    }
  });

  it('runs git at a lower priority when asked (its children inherit it), and ends it on abort', async () => {
    // An alias runs a shell under git: after a pause (setPriority follows the spawn), it prints git's own stat line.
    const out = join(outside, 'nice.txt');
    const stat = ['-c', 'alias.stat=!sleep 0.3; cat /proc/$PPID/stat', 'stat'];
    // nice is field 19 of /proc/<pid>/stat; this process may run niced already (git starts at its value).
    const niceOf = () => {
      const text = readFileSync(out, 'utf8');
      return Number(text.slice(text.lastIndexOf(')') + 2).split(' ')[16]);
    };
    await gitToFile(repo.root, stat, out);
    const base = niceOf();
    await gitToFile(repo.root, stat, out, { nice: 7 });
    expect(niceOf()).toBe(Math.min(19, base + 7));
    const abort = new AbortController();
    const started = Date.now();
    const slow = gitToFile(repo.root, ['-c', 'alias.slow=!sleep 2', 'slow'], join(outside, 'slow.txt'), {
      signal: abort.signal,
    });
    setTimeout(() => abort.abort(), 100);
    await expect(slow).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1900);
  });

  it('maps failures the way git() does: an unknown revision is NOT_FOUND, a plain folder NOT_A_REPO', async () => {
    const out = join(outside, 'bad.txt');
    await expect(gitToFile(repo.root, ['log', 'no-such-branch', '--'], out)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(gitToFile(outside, ['log', 'HEAD', '--'], out)).rejects.toMatchObject({ code: 'NOT_A_REPO' });
  });
});
