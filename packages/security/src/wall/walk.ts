import type { Dirent } from 'node:fs';
import { lstat, readdir, realpath, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { insideAny, realRoots } from '@sextant/core-engine/guarded-io';
import type { WallSkip } from '@sextant/core-engine/guarded-io';

/** A file a walk found: the path as reached and its real path (what to read). */
export interface WalkedFile {
  path: string;
  real: string;
  size: number;
}

/** Why a walk left a path out: a link outside the roots, a folder seen before (a loop), or not a file. */
export type WalkSkipReason = WallSkip | 'loop';

/** What a walk found and what it skipped, with a count per reason for the manifest. */
export interface WalkResult {
  files: WalkedFile[];
  skipped: { path: string; reason: WalkSkipReason }[];
  skippedByReason: Partial<Record<WalkSkipReason, number>>;
}

export interface WalkOptions {
  /** The allowed roots: a link is followed only when its real target is inside one of them. */
  roots: readonly string[];
  /** Stops the walk between entries (throws the signal's reason). */
  signal?: AbortSignal;
  /** Folders not entered, by name (e.g. `node_modules`). Hidden folders are always skipped unless `hidden`. */
  skipDir?: (name: string) => boolean;
  /** Files kept, by path. @default every regular file */
  keep?: (path: string) => boolean;
  /** Enter hidden folders and keep hidden files. @default false */
  hidden?: boolean;
  /** Stops after this many files (the result then holds exactly this many). */
  maxFiles?: number;
}

/**
 * Walks files and folders behind the wall: `lstat` first, a symlink only followed when its real target is
 * inside the roots (else skipped as `symlink_outside`), each folder entered once by (dev, inode) so link loops
 * end, and the abort signal checked at every entry. Paths in the result are sorted.
 */
export async function walkFiles(paths: readonly string[], opts: WalkOptions): Promise<WalkResult> {
  const roots = await realRoots(opts.roots);
  const seenDirs = new Set<string>();
  const result: WalkResult = { files: [], skipped: [], skippedByReason: {} };
  const skip = (path: string, reason: WalkSkipReason) => {
    result.skipped.push({ path, reason });
    result.skippedByReason[reason] = (result.skippedByReason[reason] ?? 0) + 1;
  };
  const full = () => opts.maxFiles !== undefined && result.files.length >= opts.maxFiles;

  const visit = async (path: string): Promise<void> => {
    opts.signal?.throwIfAborted();
    if (full()) return;
    const ls = await lstat(path).catch(() => undefined);
    if (!ls) return skip(path, 'missing');
    const real = await realpath(path).catch(() => undefined);
    if (!real) return skip(path, 'missing');
    if (!insideAny(roots, real)) return skip(path, 'symlink_outside');
    const st = ls.isSymbolicLink() ? await stat(real).catch(() => undefined) : ls;
    if (!st) return skip(path, 'missing');
    if (st.isDirectory()) {
      const id = `${st.dev}:${st.ino}`;
      if (seenDirs.has(id)) return skip(path, 'loop');
      seenDirs.add(id);
      let entries: Dirent[];
      try {
        entries = await readdir(path, { withFileTypes: true });
      } catch {
        return skip(path, 'missing');
      }
      entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      for (const e of entries) {
        if (!opts.hidden && e.name.startsWith('.')) continue;
        if (e.isDirectory() && opts.skipDir?.(e.name)) continue;
        await visit(join(path, e.name));
      }
      return;
    }
    if (!st.isFile()) return skip(path, 'not_a_file');
    if (opts.keep && !opts.keep(path)) return;
    result.files.push({ path, real, size: st.size });
  };

  for (const p of paths) await visit(p);
  result.files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return result;
}
