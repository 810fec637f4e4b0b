import type { Client, InStatement, ResultSet } from '@libsql/client';

/** Runs one statement inside a write transaction. */
export type Exec = (stmt: InStatement | string) => Promise<ResultSet>;

/**
 * Runs a function in a write transaction; calls are serialized. `bare`: in turn with the others, but in no
 * transaction of ours (for statements the client must run in its own, such as `PRAGMA incremental_vacuum`).
 */
export type WriteTx = <T>(fn: (exec: Exec) => Promise<T>, mode?: 'bare') => Promise<T>;

/**
 * Write transactions on the client's own connection (`BEGIN IMMEDIATE` … `COMMIT`), one at a time.
 * The client's `transaction()` would hand its connection over and open a new one for every later call,
 * losing the connection's PRAGMAs (synchronous, busy_timeout, cache size) and the data of `:memory:`.
 */
export function createWriteTx(db: Client): WriteTx {
  let tail: Promise<unknown> = Promise.resolve();
  return (fn, mode) => {
    const run = async () => {
      if (mode === 'bare') return fn((stmt) => db.execute(stmt));
      await db.execute('BEGIN IMMEDIATE');
      try {
        const out = await fn((stmt) => db.execute(stmt));
        await db.execute('COMMIT');
        return out;
      } catch (e) {
        await db.execute('ROLLBACK').catch(() => undefined);
        throw e;
      }
    };
    const p = tail.then(run, run);
    tail = p.catch(() => undefined);
    return p;
  };
}
