import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gitToFile } from '../git/git.js';

/**
 * The repository's own history as text about its files: the subjects (optionally bodies) of the commits that touched each
 * file, from the indexed commit back (never a later one). A function of that commit alone, so an index
 * updated run by run and a full one over the same HEAD hold the same history.
 */
export interface FileHistory {
  /** The commit the history was read up to (inclusive). */
  head: string;
  /** Commit subjects, newest first. */
  subjects: string[];
  /** Path -> indexes into `subjects` of the commits that touched it (newest first). */
  files: Record<string, number[]>;
  /** Milliseconds the read took (indexing cost, reported by benchmarks). */
  ms: number;
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

// `Signed-off-by:`, `Co-authored-by:`, `Change-Id:`: names and ids, not words about the change.
const TRAILER = /^(?:[\w-]+-by|Change-Id|Fixes|Closes|Refs?|See also|PR-URL|Reviewed-on): .*$/gim;

// Through a file, not a pipe: the read runs alongside an indexing run whose synchronous writes would leave
// a pipe undrained and git waiting on it (the read then ended with the run instead of overlapping it).
async function gitLog(root: string, args: string[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sextant-history-'));
  try {
    const file = join(dir, 'log');
    await gitToFile(root, args, file);
    return await readFile(file, 'utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Reads the history of `head` in the work tree `root` with one `git log` (merges left out). */
export async function readFileHistory(root: string, head: string, opts: HistoryOptions = {}): Promise<FileHistory> {
  const start = performance.now();
  const { maxCommits = 20_000, maxFilesPerCommit = 50, maxPerFile = 100, bodies = false } = opts;
  // The message ends at \x01 (a body spans lines); the paths follow it, one a line.
  const format = bodies ? '--format=%x00%s%n%b%x01' : '--format=%x00%s%x01';
  const out = await gitLog(root, [
    'log',
    '--no-merges',
    '--no-renames',
    '--name-only',
    `--max-count=${maxCommits}`,
    format,
    head,
    '--',
  ]);
  const subjects: string[] = [];
  const files: Record<string, number[]> = Object.create(null) as Record<string, number[]>;
  for (const block of out.split('\0')) {
    const end = block.indexOf('\x01');
    if (end < 0) continue;
    const paths = block
      .slice(end + 1)
      .split('\n')
      .filter(Boolean);
    if (paths.length === 0 || paths.length > maxFilesPerCommit) continue;
    const message = block.slice(0, end);
    const at = subjects.push(bodies ? message.replace(TRAILER, '').trim() : message) - 1;
    for (const p of paths) {
      const list = (files[p] ??= []);
      if (list.length < maxPerFile) list.push(at);
    }
  }
  return { head, subjects, files, ms: Math.round(performance.now() - start) };
}
