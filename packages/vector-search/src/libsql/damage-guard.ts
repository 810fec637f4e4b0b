import type { VectorStore } from '@sextant/core-engine';
import type { RepairNote } from '@sextant/core-engine/indexing';
import { AppError } from '@sextant/core-engine';
import { isDamage, storageError } from '@sextant/core-engine/indexing';
import { dirname } from 'node:path';
import { fileId } from './open-db.js';

/**
 * Wraps a store's methods against damage and against its file being replaced:
 *
 * - SQLite reporting the file damaged reopens it (`reopen`, which moves it aside only when a fresh
 *   check finds it damaged) and the call fails with `INDEX_CORRUPT` saying where the file went and how
 *   to rebuild. When the file under the path is sound (the error passed, or another process already
 *   put a rebuilt file there), the call is made once more on the new connection.
 * - Another process that found the file damaged moved it aside and put a new one under its name: this
 *   connection would go on reading and writing the file moved aside, and its runs would be lost. Each
 *   call first compares the file under the path with the one opened, and reopens when they differ.
 *   Staging writes of a run begun on the old file fail with `INDEX_REPLACED` (the run starts over)
 *   until the run's staging area is discarded.
 *
 * A full disk or an unwritable directory fails with a structured error naming the directory.
 */
export function guardDamage(
  store: VectorStore,
  path: string,
  reopen: (reason: string) => Promise<RepairNote | undefined>,
): VectorStore {
  const dir = dirname(path);
  const memory = path === ':memory:';
  let opened = fileId(path);
  let switched = false;
  // Reopens the path; returns the note of a file moved aside by this reopen (none when the file was sound).
  const reconnect = async (reason: string) => {
    const before = store.repaired;
    const note = await reopen(reason).catch((e: unknown) => Promise.reject(storageError(e, dir)));
    const now = fileId(path);
    if (now !== opened) switched = true;
    opened = now;
    return note && note !== before ? note : undefined;
  };
  const replaced = () =>
    new AppError('INDEX_REPLACED', `Another process replaced the index file ${path} during this run.`, {
      hint: 'It found the file damaged and rebuilt it; nothing of this run was kept. Run ensure_repo_index again.',
      details: { path },
    });
  const guard =
    <A extends unknown[], R>(fn: (...a: A) => Promise<R>, kind: 'other' | 'staging' | 'reset' = 'other') =>
    async (...args: A): Promise<R> => {
      if (!memory) {
        const now = fileId(path);
        if (now && now !== opened) await reconnect('');
        if (kind === 'staging' && switched) throw replaced();
      }
      const call = async () => {
        const out = await fn(...args);
        if (kind === 'reset') switched = false;
        return out;
      };
      try {
        return await call();
      } catch (e) {
        if (!isDamage(e) || memory) throw storageError(e, dir);
        const reason = (e as Error).message;
        const note = await reconnect(reason);
        if (!note) {
          if (kind === 'staging' && switched) throw replaced();
          try {
            return await call();
          } catch (again) {
            if (!isDamage(again)) throw storageError(again, dir);
            throw new AppError('INDEX_CORRUPT', `SQLite reports the index file ${path} damaged (${reason}).`, {
              hint: `integrity_check finds it sound, so it was kept. If this goes on, delete ${path} and run ensure_repo_index to rebuild it.`,
              details: { path, reason },
            });
          }
        }
        throw new AppError('INDEX_CORRUPT', `The index file ${path} is damaged (${reason}).`, {
          hint: `It was moved to ${note.moved_to} and an empty index put in its place: run ensure_repo_index to rebuild it.`,
          details: { path, moved_to: note.moved_to, reason },
        });
      }
    };
  const staging = store.staging && {
    stage: guard(store.staging.stage, 'staging'),
    promote: guard(store.staging.promote, 'staging'),
    discard: guard(store.staging.discard, 'reset'),
    staged: store.staging.staged && guard(store.staging.staged),
  };
  return Object.defineProperty(
    {
      ...store,
      upsert: guard(store.upsert),
      delete: guard(store.delete),
      search: guard(store.search),
      query: guard(store.query),
      count: guard(store.count),
      generation: store.generation && guard(store.generation),
      get: store.get && guard(store.get),
      list: store.list && guard(store.list),
      staging,
    },
    'repaired',
    { get: () => store.repaired, enumerable: true },
  );
}
