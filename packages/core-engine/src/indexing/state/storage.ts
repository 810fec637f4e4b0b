import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { AppError, isAppError } from '../../errors.js';

/** What a store or an index found damaged on open and replaced: the damaged files are kept beside it. */
export interface RepairNote {
  code: 'INDEX_REBUILT';
  /** What was wrong (`truncated`, `not a SQLite database`, `quick_check: …`, `schema 9 is newer`…). */
  reason: string;
  /** Where the damaged file now is. */
  moved_to?: string;
}

const errorText = (e: unknown) => `${(e as { code?: unknown })?.code ?? ''} ${(e as Error)?.message ?? String(e)}`;

/**
 * Whether an error says the database file is damaged or not a database at all. SQLite's own words only:
 * a "malformed JSON" or "malformed MATCH expression" is an error of the statement, not of the file.
 */
export const isDamage = (e: unknown): boolean =>
  !isAppError(e) && /SQLITE_(CORRUPT|NOTADB)|disk image is malformed|not a database/i.test(errorText(e));

/**
 * A full disk or an unwritable data directory as a structured error naming the directory; other errors
 * come back as they are.
 */
export function storageError(e: unknown, dir: string): unknown {
  if (isAppError(e)) return e;
  const text = errorText(e);
  if (/ENOSPC|SQLITE_FULL|disk is full|EDQUOT/i.test(text))
    return new AppError('DISK_FULL', `No space left on the device of the data directory ${dir}.`, {
      hint: 'Free some space there, or set SEXTANT_DATA_DIR to a directory on another disk, then run ensure_repo_index again.',
      details: { dir },
    });
  if (/EROFS|EACCES|EPERM|SQLITE_READONLY|SQLITE_CANTOPEN|readonly database|unable to open/i.test(text))
    return new AppError('DATA_DIR_READ_ONLY', `The data directory ${dir} cannot be written.`, {
      hint: 'Make it writable, or set SEXTANT_DATA_DIR to a writable directory, then run ensure_repo_index again.',
      details: { dir },
    });
  return e;
}

/**
 * Moves a damaged file (and its `-wal`/`-shm` companions) aside as `<path>.damaged-<time>`, kept for
 * diagnosis. When it cannot be moved, the error says where it is and what to do.
 */
export async function moveAside(path: string, reason: string): Promise<string> {
  const to = `${path}.damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  try {
    await rename(path, to);
    for (const suffix of ['-wal', '-journal']) if (existsSync(path + suffix)) await rename(path + suffix, to + suffix);
    await rm(`${path}-shm`, { force: true });
    return to;
  } catch (e) {
    throw new AppError('INDEX_CORRUPT', `The index file ${path} is damaged (${reason}) and could not be moved aside.`, {
      hint: `Delete or move ${path} (and ${path}-wal, ${path}-shm), then run ensure_repo_index again to rebuild it.`,
      details: { path, reason, cause: (e as Error).message },
    });
  }
}
