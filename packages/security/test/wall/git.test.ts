import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRootInside, runGit } from '../../src/index.js';

const base = mkdtempSync(join(tmpdir(), 'wall-git-'));
const root = join(base, 'root');
const outside = join(base, 'outside');
mkdirSync(root);
mkdirSync(outside);
const sh = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], { cwd, encoding: 'utf8' });
sh(outside, 'init', '-q');
writeFileSync(join(outside, 'secret.ts'), 'export const s = 1;\n');
sh(outside, 'add', '-A');
sh(outside, 'commit', '-q', '-m', 'x');
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('git behind the wall', () => {
  it('refuses a .git gitfile pointing to a repository outside the roots', async () => {
    mkdirSync(join(root, 'fake'));
    writeFileSync(join(root, 'fake/.git'), `gitdir: ${join(outside, '.git')}\n`);
    await expect(repoRootInside(join(root, 'fake'), [root])).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('accepts a repository whose git data lives inside the roots', async () => {
    mkdirSync(join(root, 'real'));
    sh(join(root, 'real'), 'init', '-q');
    expect(await repoRootInside(join(root, 'real'), [root])).toBe(join(root, 'real'));
  });

  it('refuses core.worktree pointing outside', async () => {
    mkdirSync(join(root, 'wt'));
    sh(join(root, 'wt'), 'init', '-q');
    sh(join(root, 'wt'), 'config', 'core.worktree', outside);
    await expect(repoRootInside(join(root, 'wt'), [root])).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('runs no command from a hostile config, even one included from a file outside', async () => {
    mkdirSync(join(root, 'hostile'));
    const repo = join(root, 'hostile');
    sh(repo, 'init', '-q');
    writeFileSync(join(repo, 'a.ts'), 'x\n');
    sh(repo, 'add', '-A');
    writeFileSync(join(outside, 'evil.cfg'), `[core]\n\tfsmonitor = touch ${join(outside, 'ran')}\n`);
    sh(repo, 'config', 'include.path', join(outside, 'evil.cfg'));
    writeFileSync(join(repo, 'a.ts'), 'y\n');
    await runGit(repo, ['status', '--porcelain']);
    expect(existsSync(join(outside, 'ran'))).toBe(false);
  });
});
