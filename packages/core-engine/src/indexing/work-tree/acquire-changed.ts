import { statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { untrackedStatus, workTreeStatus } from '../git/git.js';
import { listTracked } from '../git/tracked-files.js';
import type { TrackedFile } from '../git/tracked-files.js';
import type { IndexState } from '../state/types.js';
import { countedFiles } from '../state/manifest.js';
import { classify } from './acquire.js';
import type { Acquired, AcquireOptions, CandidateFile } from './acquire.js';

export interface AcquireChangedOptions extends Omit<AcquireOptions, 'rev' | 'known'> {
  /** The state of the last run: every file outside `paths` is taken from it as it is. */
  prev: IndexState;
  /** Paths (files or folders, relative to the root) where every change since `prev` lies: a watcher's events. */
  paths: readonly string[];
}

/** More named paths than this are listed as a whole (one git call over the tree beats a long pathspec). */
const MAX_PATHS = 256;
// Files whose change alters what other paths mean to git or to the index: those ask for a full listing.
const TREE_WIDE = /(?:^|\/)\.git(?:ignore|attributes|modules)$/;

// Git's index entries by path, per listing (listTracked returns the same array until git's index changes).
const byPath = new WeakMap<readonly TrackedFile[], Map<string, TrackedFile>>();
const trackedMap = (listed: readonly TrackedFile[]) => {
  let m = byPath.get(listed);
  if (!m) byPath.set(listed, (m = new Map(listed.map((t) => [t.path, t]))));
  return m;
};

/**
 * What `acquire` lists, when every change since `prev` lies at or under `paths`: git is asked about those
 * paths only (`git status -- <paths>`, without untracked files when all are tracked files; the cached `ls-files`), and every other file keeps what `prev`
 * recorded. Undefined when that cannot be exact (HEAD moved, an ignore rule changed, a language filter,
 * too many or odd paths): then the caller lists the whole tree. A change outside `paths` is not seen.
 */
export async function acquireChanged(opts: AcquireChangedOptions): Promise<Acquired | undefined> {
  const { prev, root } = opts;
  const maxBytes = opts.maxFileBytes ?? 1_000_000;
  const names = [...new Set(opts.paths.map((p) => p.split(sep).join('/').replace(/\/+$/, '')))];
  if (prev.rev !== null || names.length === 0 || names.length > MAX_PATHS) return undefined;
  if (names.some((p) => !p || p.startsWith('/') || p.split('/').some((s) => s === '..' || s === '.' || !s)))
    return undefined;
  if (names.some((p) => TREE_WIDE.test(p) || p === '.git' || p.startsWith('.git/'))) return undefined;
  // A state built with a language filter lists filtered files apart from their blob ids: list them all.
  if (prev.skipped.some((s) => s.reason === 'language_filtered')) return undefined;

  const listed = await listTracked(root);
  const tracked = trackedMap(listed);
  // What each name is now, looked at once: a file, a folder, or gone (undefined).
  const now = new Map(names.map((p) => [p, statSync(join(root, p), { throwIfNoEntry: false })]));
  const isFile = (p: string) => !!now.get(p)?.isFile();
  // A name that is neither a known file nor a file now may be a folder (made, moved or removed): every
  // known path under it is looked at again too.
  const folders = names.filter(
    (p) => !tracked.has(p) && !prev.files[p] && !prev.skipped.some((s) => s.path === p) && !isFile(p),
  );
  // Paths git tracks that are no folder now (a file, or gone) have nothing untracked at or under them.
  const untracked = !names.every((p) => tracked.has(p) && !now.get(p)?.isDirectory());
  // Files git's index does not hold (a new file, one gone): what git would say of them needs no status.
  const { head, entries } =
    !folders.length && names.every((p) => !tracked.has(p) && (isFile(p) || !now.get(p)))
      ? await untrackedStatus(root, names)
      : await workTreeStatus(root, names, { untracked });
  if (head !== prev.head) return undefined;
  const under = (p: string) => folders.some((d) => p.startsWith(`${d}/`));
  const affected = (p: string) => names.includes(p) || (folders.length > 0 && under(p));

  const subset: TrackedFile[] = names.flatMap((p) => tracked.get(p) ?? []);
  if (folders.length) for (const t of listed) if (under(t.path)) subset.push(t);
  const fresh = await classify(root, subset, entries, prev.files, maxBytes);

  // Everything else as the last run recorded it: indexed files, and skipped ones (content-based skips
  // with their blob id, as candidates the run recognizes; path-based ones as skipped).
  // Content-based skips are candidates too (as `acquire` lists them) and stay skipped with their blob id.
  // Named files only (no folder): the gone ones are among the names, and the count is known (no pass).
  const counted = folders.length ? undefined : countedFiles(prev);
  const gone: string[] = counted === undefined ? [] : names.filter((p) => prev.files[p]);
  let kept = counted === undefined ? 0 : counted - gone.length;
  if (counted === undefined)
    for (const path in prev.files) {
      if (affected(path)) gone.push(path);
      else kept++;
    }
  const skipped: IndexState['skipped'] = [];
  const skippedCandidates: CandidateFile[] = [];
  for (const s of prev.skipped) {
    if (affected(s.path)) continue;
    if (s.hash) skippedCandidates.push({ path: s.path, hash: s.hash, origin: 'tracked', size: 0 });
    skipped.push(s);
  }
  skipped.push(...fresh.skipped);
  // The whole list is made only when asked for: a run over named paths reads `delta` and `count`.
  let all: CandidateFile[] | undefined;
  const listAll = () => {
    const dirtyBefore = new Set(prev.dirty);
    const files: CandidateFile[] = [];
    for (const path in prev.files) {
      const e = prev.files[path]!;
      if (!affected(path))
        files.push({ path, hash: e.hash, origin: dirtyBefore.has(path) ? 'modified' : 'tracked', size: e.size });
    }
    files.push(...skippedCandidates, ...fresh.files);
    // Nearly sorted already (the state's order): the sort costs about one pass.
    return files.sort((a, b) => (a.path < b.path ? -1 : 1));
  };
  const indexed = new Set(fresh.files.map((f) => f.path));
  const dirty = [...prev.dirty.filter((p) => !affected(p)), ...fresh.overlay.filter((p) => indexed.has(p))].sort();
  const delta = { looked: fresh.files, gone: gone.filter((p) => !indexed.has(p)) };
  return {
    head,
    get files() {
      return (all ??= listAll());
    },
    count: kept + skippedCandidates.length + fresh.files.length,
    skipped: skipped as Acquired['skipped'],
    dirty,
    read: fresh.read,
    delta,
  };
}
