import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gitToFile } from '../git/git.js';
import type { GitToFileOptions } from '../../guarded-io/git-runner.js';
import { assembleHistory, parseLog, parseStoppedLog } from './history-log.js';
import type { LoggedCommit } from './history-log.js';

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
// Its priority is the caller's (`io.nice`): see read-behind.ts. With `partial`, git ended by `io.signal`
// gives what it wrote so far (`done: false`) instead of the AbortError; `watch` gets the file git writes.
async function gitLog(
  root: string,
  args: string[],
  io: GitToFileOptions,
  partial = false,
  watch?: (file: string) => void,
): Promise<{ text: string; done: boolean }> {
  const dir = await mkdtemp(join(tmpdir(), 'sextant-history-'));
  try {
    const file = join(dir, 'log');
    const running = gitToFile(root, args, file, io);
    watch?.(file);
    const done = await running.then(
      () => true,
      (err: unknown) => {
        if (partial && io.signal?.aborted) return false;
        throw err;
      },
    );
    return { text: await readFile(file, 'utf8'), done };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const logArgs = (range: string, bodies: boolean, max?: number, skip = 0) => {
  // NUL-ended records (see `parseLog`): paths come as git stores them, whatever characters they hold.
  const format = bodies ? '--format=%H %ct %s%n%b' : '--format=%H %ct %s';
  const args = ['log', '-z', '--no-merges', '--no-renames', '--name-status', format];
  if (max !== undefined) args.push(`--max-count=${max}`);
  // `--skip` drops the first commits of the same walk before git formats or diffs them.
  if (skip > 0) args.push(`--skip=${skip}`);
  args.push(range, '--');
  return args;
};

/**
 * `git log` of `range` (merges and rename search left out): each commit's id, time, message and paths; past
 * the first `skip` commits of the walk (what a stopped `resumableLog` left), `max` at most.
 */
export async function logCommits(
  root: string,
  range: string,
  opts: HistoryOptions,
  max?: number,
  io: GitToFileOptions = {},
  skip = 0,
): Promise<LoggedCommit[]> {
  const { bodies } = historyOptions(opts);
  if (max !== undefined && max <= 0) return [];
  return parseLog((await gitLog(root, logArgs(range, bodies, max, skip), io)).text, bodies);
}

/**
 * `logCommits` whose git `io.signal` may stop: then the commits git wrote whole and how many they are
 * (`done: false`), which `logCommits` with `skip` continues. `watch` gets the file git writes its output to.
 */
export async function resumableLog(
  root: string,
  range: string,
  opts: HistoryOptions,
  max: number,
  io: GitToFileOptions,
  watch?: (file: string) => void,
): Promise<{ commits: LoggedCommit[]; done: boolean }> {
  const { bodies } = historyOptions(opts);
  const { text, done } = await gitLog(root, logArgs(range, bodies, max), io, true, watch);
  return { commits: done ? parseLog(text, bodies) : parseStoppedLog(text, bodies), done };
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
  return historyOfCommits(head, await logCommits(root, head, o, o.maxCommits, io), o, start);
}

/** The history of `head` from all the commits `git log` listed for it (`start`: when the read began). */
export const historyOfCommits = (
  head: string,
  commits: readonly LoggedCommit[],
  o: Required<HistoryOptions>,
  start: number,
): FileHistory => ({
  head,
  ...assembleHistory(commits, o),
  read: commits.length,
  options: historyOptionsKey(o),
  ms: Math.round(performance.now() - start),
});
