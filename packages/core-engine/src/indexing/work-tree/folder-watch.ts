import { lstatSync, readdirSync, watch } from 'node:fs';
import type { FSWatcher } from 'node:fs';
import { join } from 'node:path';

/** A watch over every folder of a tree; `close` stops it. */
export interface FolderWatch {
  close(): void;
}

// Under .git only what tells the work tree's meaning changed (HEAD, index, refs) is watched, not objects or logs.
const watched = (rel: string) => !rel.startsWith('.git/') || rel === '.git/refs' || rel.startsWith('.git/refs/');

/**
 * Watches a tree through one non-recursive `fs.watch` per folder: on Linux an inotify watch on a folder
 * reports what happens to the files in it, so files need none of their own. Node 20's recursive watch puts
 * one on every file and folder (66,000 files and 15,000 folders at 500,000 chunks), stats each at start and
 * reports each as a change. `onChange` gets the path (relative, `/`-separated) of what an event named ('' when
 * the system did not say); a folder that appears is watched with everything under it, one that goes is dropped.
 */
export function watchFolders(
  root: string,
  onChange: (rel: string) => void,
  onError: (err: Error) => void,
): FolderWatch {
  const watchers = new Map<string, FSWatcher>();
  let closed = false;
  const drop = (rel: string) => {
    for (const [dir, w] of watchers)
      if (dir === rel || dir.startsWith(`${rel}/`)) {
        w.close();
        watchers.delete(dir);
      }
  };
  const add = (rel: string) => {
    if (closed || watchers.has(rel) || !watched(rel)) return;
    const dir = rel ? join(root, rel) : root;
    let w: FSWatcher;
    try {
      w = watch(dir, { persistent: false }, (event, name) => {
        if (closed) return;
        const child = name ? (rel ? `${rel}/${String(name)}` : String(name)) : '';
        onChange(child);
        // A name that came or went may be a folder: watch it (and what is in it), or stop watching it. lstat: a link
        // that came (a checkout can bring one to `/`) is not followed, as at start.
        if (child && event === 'rename') {
          if (lstatSync(join(root, child), { throwIfNoEntry: false })?.isDirectory()) add(child);
          else if (watchers.has(child)) drop(child);
        }
      });
    } catch (err) {
      // A folder gone before it could be watched is named by its parent's event; anything else breaks the watch.
      if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'ENOTDIR') return;
      return onError(err as Error);
    }
    w.on('error', (err) => {
      drop(rel);
      if (rel === '') onError(err);
    });
    watchers.set(rel, w);
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    // Symbolic links to folders are not followed (git stores the link, not what it points to).
    for (const e of entries) if (e.isDirectory()) add(rel ? `${rel}/${e.name}` : e.name);
  };
  add('');
  return {
    close() {
      closed = true;
      for (const w of watchers.values()) w.close();
      watchers.clear();
    },
  };
}
