import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { inspectInside, readInsideSync, realRoots } from '../../guarded-io/fs-wall.js';
import { git, readBlobs, workTreeStatus } from '../git/git.js';
import type { StatusEntry } from '../git/git.js';
import { listTracked } from '../git/tracked-files.js';
import type { TrackedFile } from '../git/tracked-files.js';
import { skipByPath } from './file-filters.js';
import type { SkipReason } from './file-filters.js';

/** A file the index may hold: `hash` is its git blob id (computed for the uncommitted overlay). */
export interface CandidateFile {
  path: string;
  hash: string;
  origin: 'tracked' | 'modified' | 'untracked';
  size: number;
}

export interface Acquired {
  /** Commit the index reflects (`null` in a repository without commits). */
  head: string | null;
  files: CandidateFile[];
  /** How many `files` there are (read without listing them: see `delta`). */
  count: number;
  skipped: { path: string; reason: SkipReason }[];
  /** Paths of the uncommitted overlay (modified or untracked) that were indexed. */
  dirty: string[];
  /** Reads the content of a listed file (from the work tree, or from git for a `rev`). */
  read(file: CandidateFile): Promise<Buffer>;
  /**
   * Set when only some paths were looked at (`acquireChanged`): the files among them, and the last run's
   * indexed paths that are gone. Every other file is as the last run recorded it.
   */
  delta?: { looked: CandidateFile[]; gone: string[] };
}

export interface AcquireOptions {
  root: string;
  /** Index this revision instead of the work tree. */
  rev?: string;
  /** Files larger than this are skipped (and reported). @default 1_000_000 */
  maxFileBytes?: number;
  /** Files already indexed (blob id and size by path): an unchanged tracked file is not stat'ed again. */
  known?: Readonly<Record<string, { hash: string; size: number }>>;
}

/** git's blob id of some content, so overlay files compare with tracked ones. */
export function blobId(content: Buffer): string {
  return createHash('sha1').update(`blob ${content.length}\0`).update(content).digest('hex');
}

/** Lists tracked files with their blob ids plus the uncommitted overlay, honouring .gitignore. */
export async function acquire(opts: AcquireOptions): Promise<Acquired> {
  const maxBytes = opts.maxFileBytes ?? 1_000_000;
  if (opts.rev) return acquireRev(opts.root, opts.rev, maxBytes, []);
  const [listed, { head, entries }] = await Promise.all([listTracked(opts.root), workTreeStatus(opts.root)]);
  const { files, skipped, overlay, read } = await classify(opts.root, listed, entries, opts.known, maxBytes);
  files.sort((a, b) => (a.path < b.path ? -1 : 1));
  const indexed = new Set(files.map((f) => f.path));
  return { head, files, count: files.length, skipped, dirty: overlay.filter((p) => indexed.has(p)).sort(), read };
}

/** Files inspected at once (a stat and a realpath each, on the file system's threads). */
const INSPECT_AT_ONCE = 64;

/**
 * The files of a work tree among `listed` (git's index entries) and `entries` (git status of the same
 * paths): skipped ones with why, the overlay (modified and untracked paths), and a reader. Files come in
 * no particular order.
 */
export async function classify(
  root: string,
  listed: readonly TrackedFile[],
  entries: readonly StatusEntry[],
  known: AcquireOptions['known'],
  maxBytes: number,
): Promise<Omit<Acquired, 'head' | 'dirty' | 'count'> & { overlay: string[] }> {
  const skipped: Acquired['skipped'] = [];
  const tracked = new Map<string, CandidateFile>();
  const pathSkips = new Map<string, SkipReason>();
  for (const t of listed) {
    if (t.skip === 'submodule' || t.skip === 'symlink') skipped.push({ path: t.path, reason: t.skip });
    else tracked.set(t.path, { path: t.path, hash: t.hash, origin: 'tracked', size: 0 });
    if (t.skip) pathSkips.set(t.path, t.skip);
  }
  const overlay: string[] = [];
  for (const { code, path } of entries) {
    if (code.includes('D')) tracked.delete(path);
    else {
      overlay.push(path);
      tracked.set(path, { path, hash: '', origin: code === '??' ? 'untracked' : 'modified', size: 0 });
    }
  }
  const files: CandidateFile[] = [];
  const unknown: CandidateFile[] = [];
  for (const f of tracked.values()) {
    const reason = f.origin === 'tracked' ? pathSkips.get(f.path) : skipByPath(f.path);
    if (reason) skipped.push({ path: f.path, reason });
    else {
      // An unchanged tracked file keeps the size recorded for its blob id: no stat, no read.
      const seen = f.origin === 'tracked' ? known?.[f.path] : undefined;
      if (seen && seen.hash === f.hash && seen.size <= maxBytes) {
        f.size = seen.size;
        files.push(f);
      } else unknown.push(f);
    }
  }
  // The wall: a file (or a folder on its path) that links outside the work tree is skipped and counted;
  // a link inside it is read through its target.
  const roots = await realRoots([root]);
  const realOf = new Map<string, string>();
  const inspect = async (f: CandidateFile) => {
    const seen = await inspectInside(roots, join(root, f.path));
    if (!seen.ok) {
      if (seen.reason === 'symlink_outside') skipped.push({ path: f.path, reason: 'symlink_outside' });
      else if (seen.reason === 'not_a_file') skipped.push({ path: f.path, reason: 'unreadable' });
      return;
    }
    f.size = seen.stats.size;
    if (seen.stats.size > maxBytes) return void skipped.push({ path: f.path, reason: 'too_large' });
    if (seen.link) realOf.set(f.path, seen.real);
    if (f.origin !== 'tracked') f.hash = blobId(readInsideSync(roots, seen.real));
    files.push(f);
  };
  // A few files at a time keep the file system's threads busy; all at once, a first run over 100k files held
  // as many pending requests (about 10 KB of memory each).
  let next = 0;
  const lane = async () => {
    while (next < unknown.length) await inspect(unknown[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(INSPECT_AT_ONCE, unknown.length) }, lane));
  return {
    files,
    skipped,
    overlay,
    // Synchronous on purpose: for source-sized files, fs.promises.readFile (open, fstat, chunked reads and
    // close through the thread pool) costs several times the CPU of one readFileSync on the main thread.
    // The read re-checks the wall on the opened descriptor: a link swapped in since the listing is refused.
    read: async (f) => readInsideSync(roots, realOf.get(f.path) ?? join(root, f.path)),
  };
}

async function acquireRev(
  root: string,
  rev: string,
  maxBytes: number,
  skipped: Acquired['skipped'],
): Promise<Acquired> {
  const head = (await git(root, ['rev-parse', '--verify', `${rev}^{commit}`])).trim();
  const tree = await git(root, ['ls-tree', '-r', '-l', '-z', head]);
  const files: CandidateFile[] = [];
  for (const entry of tree.split('\0')) {
    if (!entry) continue;
    const tab = entry.indexOf('\t');
    const [mode, type, hash, size] = entry.slice(0, tab).split(/\s+/);
    const path = entry.slice(tab + 1);
    if (type === 'commit') skipped.push({ path, reason: 'submodule' });
    else if (mode === '120000') skipped.push({ path, reason: 'symlink' });
    else {
      const reason = skipByPath(path) ?? (Number(size) > maxBytes ? 'too_large' : undefined);
      if (reason) skipped.push({ path, reason });
      else files.push({ path, hash: hash!, origin: 'tracked', size: Number(size) });
    }
  }
  let cache: Map<string, Buffer> | undefined;
  return {
    head,
    files,
    count: files.length,
    skipped,
    dirty: [],
    async read(f) {
      // One cat-file process for the whole revision, on first read.
      cache ??= await readBlobs(
        root,
        files.map((x) => x.hash),
      );
      return cache.get(f.hash) ?? Buffer.alloc(0);
    },
  };
}
