import type { Client } from '@libsql/client';

/**
 * The rowids of `chunks` this connection inserted or deleted since the log was last taken: temp triggers
 * (this connection's alone) write each one into a temp table, whatever statement did it. Another
 * connection's writes are not logged (they change `PRAGMA data_version`, and the reader starts over), nor
 * are the rows of a `chunks` table that replaced the old one: dropping a table drops its triggers, and
 * `take` then tells that the log is incomplete.
 */
export interface RowDelta {
  /** Starts a complete log (creates the table and triggers when missing) and empties it. */
  reset(): Promise<void>;
  /** The rowids logged since the last reset or take, each once, and empties the log; undefined when it is incomplete. */
  take(): Promise<number[] | undefined>;
}

const TRIGGERS = ['chunks_delta_added', 'chunks_delta_deleted'] as const;

const SETUP = [
  'CREATE TEMP TABLE IF NOT EXISTS chunks_delta (rid INTEGER NOT NULL)',
  `CREATE TEMP TRIGGER IF NOT EXISTS ${TRIGGERS[0]} AFTER INSERT ON main.chunks BEGIN INSERT INTO chunks_delta VALUES (new.rid); END`,
  `CREATE TEMP TRIGGER IF NOT EXISTS ${TRIGGERS[1]} AFTER DELETE ON main.chunks BEGIN INSERT INTO chunks_delta VALUES (old.rid); END`,
];

export function createRowDelta(db: Client): RowDelta {
  return {
    async reset() {
      for (const sql of SETUP) await db.execute(sql);
      await db.execute('DELETE FROM temp.chunks_delta');
    },
    async take() {
      const rs = await db.execute({
        sql: "SELECT count(*) AS n FROM temp.sqlite_master WHERE type = 'trigger' AND name IN (?, ?)",
        args: [...TRIGGERS],
      });
      if (Number(rs.rows[0]?.n) !== TRIGGERS.length) return undefined;
      // One statement reads and empties the log: a write in between would otherwise be lost.
      const taken = await db.execute('DELETE FROM temp.chunks_delta RETURNING rid');
      return [...new Set(taken.rows.map((r) => Number(r.rid)))];
    },
  };
}
