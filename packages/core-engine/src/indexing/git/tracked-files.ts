import { stat } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import { git } from './git.js';
import { skipByPath } from '../work-tree/file-filters.js';
import type { SkipReason } from '../work-tree/file-filters.js';

/** One entry of git's index: path, blob id, and why the path alone rules it out (if it does). */
export interface TrackedFile {
  readonly path: string;
  readonly hash: string;
  readonly skip?: SkipReason;
}

// `git ls-files -s` prints the index file's entries, so its output changes only when that file does; git
// replaces the index by rename, so mtime, size and inode identify a version. A repository with 10,000
// files spends more on spawning and parsing the listing than on the rest of a one-file update.
const indexPaths = new Map<string, Promise<string>>();
const listings = new Map<string, { key: string; files: readonly TrackedFile[] }>();

const indexPathOf = (root: string) => {
  let p = indexPaths.get(root);
  if (!p) {
    p = git(root, ['rev-parse', '--git-path', 'index']).then((out) => {
      const path = out.trim();
      return isAbsolute(path) ? path : join(root, path);
    });
    p.catch(() => indexPaths.delete(root));
    indexPaths.set(root, p);
  }
  return p;
};

const statKey = async (path: string) => {
  const st = await stat(path, { bigint: true }).catch(() => undefined);
  return st ? `${st.mtimeNs}:${st.ctimeNs}:${st.size}:${st.ino}` : undefined;
};

/** The tracked files of a work tree in git's index order, re-listed only when git's index file changed. */
export async function listTracked(root: string): Promise<readonly TrackedFile[]> {
  const key = await statKey(await indexPathOf(root));
  const cached = listings.get(root);
  if (key && cached?.key === key) return cached.files;
  const files = parseLsFiles(await git(root, ['ls-files', '-s', '-z']));
  // The key was read before listing: an index written meanwhile has another key, so it is listed next time.
  if (key) listings.set(root, { key, files });
  return files;
}

function parseLsFiles(out: string): TrackedFile[] {
  const files: TrackedFile[] = [];
  for (const entry of out.split('\0')) {
    if (!entry) continue;
    const tab = entry.indexOf('\t');
    const mode = entry.slice(0, 6);
    const hash = entry.slice(7, tab).split(' ')[0]!;
    const path = entry.slice(tab + 1);
    const skip: SkipReason | undefined =
      mode === '160000' ? 'submodule' : mode === '120000' ? 'symlink' : skipByPath(path);
    files.push(skip ? { path, hash, skip } : { path, hash });
  }
  return files;
}
