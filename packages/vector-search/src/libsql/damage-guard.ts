import type { RepairNote, VectorStore } from '@sextant/core-engine';
import { AppError, isDamage, storageError } from '@sextant/core-engine';
import { dirname } from 'node:path';

/**
 * Wraps a store's methods: SQLite reporting the file damaged (it was truncated or overwritten while
 * open) moves the file aside and opens an empty one in its place, and the call fails with
 * `INDEX_CORRUPT` saying so and how to rebuild; a full disk or an unwritable directory fails with a
 * structured error naming the directory.
 */
export function guardDamage(
  store: VectorStore,
  path: string,
  rebuild: (reason: string) => Promise<RepairNote>,
): VectorStore {
  const dir = dirname(path);
  const guard =
    <A extends unknown[], R>(fn: (...a: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await fn(...args);
      } catch (e) {
        if (!isDamage(e) || path === ':memory:') throw storageError(e, dir);
        const reason = (e as Error).message;
        const note = await rebuild(reason);
        throw new AppError('INDEX_CORRUPT', `The index file ${path} is damaged (${reason}).`, {
          hint: `It was moved to ${note.moved_to} and an empty index put in its place: run ensure_repo_index to rebuild it.`,
          details: { path, moved_to: note.moved_to, reason },
        });
      }
    };
  const staging = store.staging && {
    stage: guard(store.staging.stage),
    promote: guard(store.staging.promote),
    discard: guard(store.staging.discard),
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
      get: store.get && guard(store.get),
      list: store.list && guard(store.list),
      staging,
    },
    'repaired',
    { get: () => store.repaired, enumerable: true },
  );
}
