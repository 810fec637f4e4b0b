import { isAbsolute, resolve } from 'node:path';
import { AppError } from '../../errors.js';
import { runGit, runGitToFile, spawnGit, subcommandOf } from '../../guarded-io/git-runner.js';
import type { GitToFileOptions } from '../../guarded-io/git-runner.js';

/** Runs git (hardened: see git-runner.ts) in `cwd` and returns stdout; failures become AppErrors that say what to check. */
export async function git(cwd: string, args: string[], opts: { maxBuffer?: number } = {}): Promise<string> {
  try {
    return await runGit(cwd, args, opts);
  } catch (cause) {
    throw gitError(cwd, args, cause);
  }
}

/** Runs git (hardened) in `cwd` with its stdout written into the file `out`; failures as `git`'s. */
export async function gitToFile(cwd: string, args: string[], out: string, opts: GitToFileOptions = {}): Promise<void> {
  try {
    await runGitToFile(cwd, args, out, opts);
  } catch (cause) {
    throw gitError(cwd, args, cause);
  }
}

function gitError(cwd: string, args: string[], cause: unknown): AppError {
  const stderr = String((cause as { stderr?: string }).stderr ?? '').trim();
  if ((cause as { code?: string }).code === 'ENOENT' && !stderr) {
    return new AppError('INTERNAL', 'git is not installed or not on PATH.', { hint: 'Install git.', cause });
  }
  if (/not a git repository/i.test(stderr)) {
    return new AppError('NOT_A_REPO', `${cwd} is not a git repository.`, {
      hint: 'Pass the root (or any folder) of a git working tree; run `git init` first for a plain folder.',
      cause,
    });
  }
  if (/unknown revision|bad revision|not a valid object|invalid object name|needed a single revision/i.test(stderr)) {
    return new AppError('NOT_FOUND', `Unknown revision: ${stderr.split('\n')[0]}`, {
      hint: 'Pass a commit, branch or tag that exists in this repository.',
      cause,
    });
  }
  return new AppError('INTERNAL', `git ${subcommandOf(args)} failed: ${stderr || (cause as Error).message}`, { cause });
}

/** Reads blobs by id through one `git cat-file --batch` process. */
export async function readBlobs(cwd: string, ids: readonly string[]): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  if (ids.length === 0) return out;
  const child = spawnGit(cwd, ['cat-file', '--batch'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (d: Buffer) => chunks.push(d));
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new AppError('INTERNAL', `git cat-file exited ${code}`)),
    );
  });
  child.stdin.end(ids.join('\n') + '\n');
  await done;
  const buf = Buffer.concat(chunks);
  let pos = 0;
  while (pos < buf.length) {
    const nl = buf.indexOf(10, pos);
    const [id, , size] = buf.subarray(pos, nl).toString('utf8').split(' ');
    const len = Number(size);
    out.set(id!, buf.subarray(nl + 1, nl + 1 + len));
    pos = nl + 1 + len + 1;
  }
  return out;
}

/** One changed path of a work tree: git's two-letter XY code (`??` untracked, `.` unchanged side) and the path. */
export interface StatusEntry {
  code: string;
  path: string;
}

// The path follows a fixed number of space-separated fields in porcelain v2 (and may contain spaces).
const afterFields = (record: string, n: number) => {
  let at = -1;
  for (let k = 0; k < n; k++) at = record.indexOf(' ', at + 1);
  return record.slice(at + 1);
};

/**
 * HEAD (`null` before the first commit) and the uncommitted changes of a work tree, from one
 * `git status` call: modified, staged, deleted and untracked-not-ignored files; submodules left out.
 * With `paths`, only files at or under those paths (taken literally) are looked at; `untracked: false` leaves
 * untracked files out (for paths git tracks that are no folder, where none can be).
 */
export async function workTreeStatus(
  root: string,
  paths?: readonly string[],
  opts: { untracked?: boolean } = {},
): Promise<{ head: string | null; entries: StatusEntry[] }> {
  const out = await git(root, [
    'status',
    '--porcelain=v2',
    '--branch',
    '--no-ahead-behind',
    '-z',
    // Without untracked files git neither hashes every name of its index nor reads folders (half the call).
    opts.untracked === false ? '--untracked-files=no' : '--untracked-files=all',
    '--no-renames',
    '--ignore-submodules=all',
    ...(paths ? ['--', ...paths.map((p) => `:(literal)${p}`)] : []),
  ]);
  let head: string | null = null;
  const entries: StatusEntry[] = [];
  for (const record of out.split('\0')) {
    if (record.startsWith('# branch.oid ')) {
      const oid = record.slice('# branch.oid '.length);
      head = oid === '(initial)' ? null : oid;
    } else if (record.startsWith('? ')) entries.push({ code: '??', path: record.slice(2) });
    else if (record.startsWith('1 ')) entries.push({ code: record.slice(2, 4), path: afterFields(record, 8) });
    else if (record.startsWith('u ')) entries.push({ code: record.slice(2, 4), path: afterFields(record, 10) });
  }
  return { head, entries };
}

/**
 * What `workTreeStatus(root, paths)` says of `paths` that git's index does not hold (files, not folders): HEAD,
 * and those that are untracked and not ignored (`??`). Two light calls side by side instead of a status: neither
 * refreshes the index nor compares it with HEAD, and neither runs a filter driver (so no config read first).
 */
export async function untrackedStatus(
  root: string,
  paths: readonly string[],
): Promise<{ head: string | null; entries: StatusEntry[] }> {
  const literal = paths.map((p) => `:(literal)${p}`);
  const [head, others] = await Promise.all([
    // No commit yet: no HEAD (status's `(initial)`).
    git(root, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']).then(
      (out) => out.trim() || null,
      () => null,
    ),
    git(root, ['ls-files', '-z', '--others', '--exclude-standard', '--', ...literal]),
  ]);
  return { head, entries: others.split('\0').flatMap((path) => (path ? [{ code: '??', path }] : [])) };
}

/** The top folder of the git work tree holding `path`; NOT_A_REPO otherwise. */
export async function findRepoRoot(path: string): Promise<string> {
  return (await git(path, ['rev-parse', '--show-toplevel'])).trim();
}

/** The repository's git dir and common dir (where objects and config live), absolute; both as git resolves them. */
export async function gitDirs(root: string): Promise<{ gitDir: string; commonDir: string }> {
  const [gitDir = '', commonDir = ''] = (await git(root, ['rev-parse', '--absolute-git-dir', '--git-common-dir']))
    .split('\n')
    .map((l) => l.trim());
  return { gitDir, commonDir: isAbsolute(commonDir) ? commonDir : resolve(root, commonDir) };
}
