import { closeSync, constants, fstatSync, openSync, readlinkSync, readSync, realpathSync } from 'node:fs';
import type { Stats } from 'node:fs';
import { lstat, realpath } from 'node:fs/promises';
import { isAbsolute, relative, sep } from 'node:path';
import { AppError } from '../errors.js';

// The lowest layer of the path wall (@sextant/security re-exports and builds on it): core-engine's own
// indexing reads through it, and @sextant/security depends on core-engine, not the other way round.

/** Why a path met during a walk or a read was left out. */
export type WallSkip = 'symlink_outside' | 'not_a_file' | 'missing';

/** True when `target` is `root` or below it (both absolute and normalised). */
export function isInside(root: string, target: string): boolean {
  const rel = relative(root, target);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}

/** True when `target` is inside one of `roots`. */
export const insideAny = (roots: readonly string[], target: string) => roots.some((r) => isInside(r, target));

/** Real paths of the roots (a root that does not exist stays as given). */
export async function realRoots(roots: readonly string[]): Promise<string[]> {
  return Promise.all(roots.map((r) => realpath(r).catch(() => r)));
}

/** What `inspectInside` found: a file to read at `real`, or why it is skipped. */
export type Inspected = { ok: true; real: string; stats: Stats; link: boolean } | { ok: false; reason: WallSkip };

/**
 * `lstat` + real path inside the roots: a symlink (or a path through a linked folder) counts only when its
 * target is inside `roots` (real paths), and only regular files count as files.
 */
export async function inspectInside(roots: readonly string[], path: string): Promise<Inspected> {
  const ls = await lstat(path).catch(() => undefined);
  if (!ls) return { ok: false, reason: 'missing' };
  const real = await realpath(path).catch(() => undefined);
  if (!real) return { ok: false, reason: 'missing' };
  if (!insideAny(roots, real)) return { ok: false, reason: 'symlink_outside' };
  const stats = ls.isSymbolicLink() ? await lstat(real).catch(() => undefined) : ls;
  if (!stats?.isFile()) return { ok: false, reason: stats ? 'not_a_file' : 'missing' };
  return { ok: true, real, stats, link: ls.isSymbolicLink() };
}

const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

// The path the kernel actually opened: immune to a link swapped between a check and the open.
function openedPath(fd: number, path: string): string {
  try {
    return readlinkSync(`/proc/self/fd/${fd}`);
  } catch {
    return realpathSync(path);
  }
}

/**
 * Opens a regular file whose opened path is inside `roots` (real paths), for reading: its descriptor (the caller
 * closes it) and its `fstat`. The last component is opened with O_NOFOLLOW (and O_NONBLOCK, so a FIFO cannot hang a
 * read); the opened descriptor's real path is checked after the open, so a link swapped in between is caught.
 * Throws FORBIDDEN or NOT_FOUND.
 */
export function openInsideSync(roots: readonly string[], path: string): { fd: number; stats: Stats } {
  let fd: number;
  try {
    fd = openSync(path, OPEN_FLAGS);
  } catch (cause) {
    const code = (cause as { code?: string }).code;
    if (code === 'ELOOP' || code === 'EMLINK')
      throw new AppError('FORBIDDEN', `${path} is a symlink; it is not followed.`, { cause });
    throw new AppError('NOT_FOUND', `Cannot read ${path} (${code ?? 'error'}).`, { cause });
  }
  try {
    if (!insideAny(roots, openedPath(fd, path)))
      throw new AppError('FORBIDDEN', `${path} leads outside the allowed roots.`, {
        hint: 'Links to files outside the allowed roots are not followed.',
      });
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw new AppError('NOT_FOUND', `${path} is not a regular file.`);
    return { fd, stats };
  } catch (err) {
    closeSync(fd);
    throw err;
  }
}

/** Reads a regular file whose opened path is inside `roots` (real paths), as `openInsideSync` opens it. */
export function readInsideSync(roots: readonly string[], path: string): Buffer {
  const { fd, stats } = openInsideSync(roots, path);
  const { size } = stats;
  try {
    const buf = Buffer.allocUnsafe(size);
    let at = 0;
    while (at < size) {
      const n = readSync(fd, buf, at, size - at, at);
      if (n === 0) break;
      at += n;
    }
    return at === size ? buf : buf.subarray(0, at);
  } finally {
    closeSync(fd);
  }
}
