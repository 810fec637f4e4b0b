// The one git runner of the localization bench: read-only calls on a mirror's git dir (or a corpus work tree).
import { execFileSync } from 'node:child_process';

/** Runs git and returns its stdout; `cwd` for a work tree, else `--git-dir`. */
export function git(where: { gitDir: string } | { cwd: string }, args: readonly string[]): string {
  const pre = 'gitDir' in where ? ['--git-dir', where.gitDir] : [];
  try {
    return execFileSync('git', [...pre, ...args], {
      cwd: 'cwd' in where ? where.cwd : undefined,
      encoding: 'utf8',
      maxBuffer: 1 << 30,
      env: { ...process.env, GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (e) {
    const stderr = String((e as { stderr?: unknown }).stderr ?? '').trim();
    throw new Error(`git ${args.slice(0, 3).join(' ')} failed: ${stderr.split('\n').pop() ?? ''}`);
  }
}

/** The mirror the `fetch` research tool leaves for `owner/name`: <mirrors>/owner+name/repo. */
export const mirrorOf = (mirrors: string, repo: string) => `${mirrors}/${repo.replace('/', '+')}/repo`;

/** Paths of every blob in a commit's tree. */
export const treeFiles = (gitDir: string, commit: string): Set<string> =>
  new Set(git({ gitDir }, ['ls-tree', '-r', '-z', '--name-only', commit]).split('\0').filter(Boolean));

/** One non-merge commit with what it changed: the status (A/M/D…) of each path. */
export interface CommitChange {
  id: string;
  parents: string[];
  date: number;
  subject: string;
  files: { path: string; status: string }[];
}

/**
 * Non-merge commits reachable from `revs` (`--raw`, renames off), newest first. No blob is read, so a mirror
 * that lacks its largest blobs still answers.
 */
export function commitChanges(gitDir: string, revs: readonly string[], extra: readonly string[] = []): CommitChange[] {
  const out = git({ gitDir }, [
    'log',
    '--no-merges',
    '--no-renames',
    '--raw',
    '--format=@@%H%x09%P%x09%ct%x09%s',
    ...extra,
    ...revs,
  ]);
  const commits: CommitChange[] = [];
  for (const block of out.split('\n@@').map((b) => b.replace(/^@@/, ''))) {
    const [head, ...lines] = block.split('\n');
    if (!head) continue;
    const [id, parents, date, ...subject] = head.split('\t');
    const files = lines
      .filter((l) => l.startsWith(':'))
      .map((l) => {
        const [meta, path] = l.split('	');
        return { path: path!, status: meta!.split(' ').pop()!.slice(0, 1) };
      });
    commits.push({
      id: id!,
      parents: parents ? parents.split(' ') : [],
      date: Number(date),
      subject: subject.join('\t'),
      files,
    });
  }
  return commits;
}

/** Lines added + deleted by a commit in `paths` (reads only those blobs). */
export function changedLines(gitDir: string, commit: string, paths: readonly string[]): number {
  const out = git({ gitDir }, ['diff', '--numstat', '--no-renames', `${commit}^`, commit, '--', ...paths]);
  return out
    .split('\n')
    .filter(Boolean)
    .reduce((n, l) => n + (Number(l.split('\t')[0]) || 0) + (Number(l.split('\t')[1]) || 0), 0);
}
