import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A real git repository in a temp folder (under `base` when given); repo-index-mcp's tests use it too. */
export function makeRepo(
  files: Record<string, string | Buffer>,
  base?: string,
): {
  root: string;
  git(...args: string[]): string;
  write(path: string, content: string | Buffer): void;
} {
  const root = mkdtempSync(join(base ?? tmpdir(), 'ce-repo-'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', '-c', 'commit.gpgsign=false', ...args], {
      cwd: root,
      encoding: 'utf8',
    });
  const write = (path: string, content: string | Buffer) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  git('init', '-q', '-b', 'main');
  for (const [p, c] of Object.entries(files)) write(p, c);
  git('add', '-A');
  git('commit', '-q', '-m', 'init');
  return { root, git, write };
}
