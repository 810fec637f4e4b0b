import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gitToFile } from '../git/git.js';
import type { GitToFileOptions } from '../../guarded-io/git-runner.js';
import { assembleHistory, parseLog } from './history-log.js';

/**
 * The repository's own history as text about its files: the subjects (optionally bodies) of the commits that touched each
 * file, from the indexed commit back (never a later one). A function of that commit alone, so an index
 * updated run by run and a full one over the same HEAD hold the same history.
 */
export interface FileHistory {
  /** The commit the history was read up to (inclusive). */
  head: string;
  /** Commit subjects, newest first (by commit time, ties by id), only those some file's list holds. */
  subjects: string[];
  /** Path -> indexes into `subjects` of the commits that touched it (newest first). */
  files: Record<string, number[]>;
  /** Milliseconds the read took (indexing cost, reported by benchmarks). */
  ms: number;
  /** Per subject: its commit's id and commit time (seconds), the order's keys; what `extendFileHistory` merges by. */
  ids?: string[];
  times?: number[];
  /** Commits git listed (merges left out); `maxCommits` of them means older ones were cut. */
  read?: number;
  /** The options it was read with (`historyOptionsKey`). */
  options?: string;
}

export interface HistoryOptions {
  /** Newest commits read at most. @default 20000 */
  maxCommits?: number;
  /** Commits that touch more files than this (mass renames, reformatting) say nothing about one file. @default 50 */
  maxFilesPerCommit?: number;
  /** Subjects kept per file, newest first. @default 100 */
  maxPerFile?: number;
  /** Each commit's body joins its subject (trailers such as `Signed-off-by:` left out). @default false */
  bodies?: boolean;
}

/** The options with their defaults filled in. */
export const historyOptions = (opts: HistoryOptions = {}): Required<HistoryOptions> => ({
  maxCommits: opts.maxCommits ?? 20_000,
  maxFilesPerCommit: opts.maxFilesPerCommit ?? 50,
  maxPerFile: opts.maxPerFile ?? 100,
  bodies: opts.bodies ?? false,
});

/**
 * A key of the options and of how paths were read: a history read with other options, or kept from an
 * earlier way of reading paths (`unquoted`: C-quoted lines; none: before that), is read again, not extended.
 */
export const historyOptionsKey = (opts: HistoryOptions = {}): string =>
  JSON.stringify({ ...historyOptions(opts), paths: 'nul' });

// Through a file, not a pipe: the read runs alongside an indexing run whose synchronous writes would leave
// a pipe undrained and git waiting on it (the read then ended with the run instead of overlapping it).
// Its priority is the caller's (`io.nice`): see read-behind.ts.
async function gitLog(root: string, args: string[], io: GitToFileOptions): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sextant-history-'));
  try {
    const file = join(dir, 'log');
    await gitToFile(root, args, file, io);
    return await readFile(file, 'utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** `git log` of `range` (merges and rename search left out): each commit's id, time, message and paths. */
export async function logCommits(
  root: string,
  range: string,
  opts: HistoryOptions,
  max?: number,
  io: GitToFileOptions = {},
) {
  const { bodies } = historyOptions(opts);
  // NUL-ended records (see `parseLog`): paths come as git stores them, whatever characters they hold.
  const format = bodies ? '--format=%H %ct %s%n%b' : '--format=%H %ct %s';
  const args = ['log', '-z', '--no-merges', '--no-renames', '--name-status', format];
  if (max !== undefined) args.push(`--max-count=${max}`);
  args.push(range, '--');
  return parseLog(await gitLog(root, args, io), bodies);
}

/**
 * Reads the history of `head` in the work tree `root` with one `git log` (merges left out); `io` sets git's
 * priority and can end it.
 */
export async function readFileHistory(
  root: string,
  head: string,
  opts: HistoryOptions = {},
  io: GitToFileOptions = {},
): Promise<FileHistory> {
  const start = performance.now();
  const o = historyOptions(opts);
  const commits = await logCommits(root, head, o, o.maxCommits, io);
  return {
    head,
    ...assembleHistory(commits, o),
    read: commits.length,
    options: historyOptionsKey(o),
    ms: Math.round(performance.now() - start),
  };
}
