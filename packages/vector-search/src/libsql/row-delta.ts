import type { Client } from '@libsql/client';

/**
 * The rowids of `chunks` this connection inserted or deleted since the log was last taken: temp triggers
 * (this connection's alone) write each one into a temp table, whatever statement did it. Another
 * connection's writes are not logged (they change `PRAGMA data_version`, and the reader starts over), nor
 * are the rows of a `chunks` table that replaced the old one: dropping a table drops its triggers, and
 * `take` then tells that the log is incomplete. The log holds at most `maxRows` entries (a large write
 * stops it, and `take` tells so), so its table stays small whatever is written between two reads.
 */
export interface RowDelta {
  /** Starts a complete log (creates the table and triggers when missing) and empties it. */
  reset(): Promise<void>;
  /**
   * The rowids logged since the last reset or take, each once, and empties the log; undefined when it is
   * incomplete (its triggers gone, or `maxRows` reached).
   */
  take(): Promise<number[] | undefined>;
}

const TRIGGERS = ['chunks_delta_added', 'chunks_delta_deleted'] as const;

// An emptied table numbers its rows from 1 again: its highest rowid is the entries logged (a seek, not a count).
const setup = (maxRows: number) => {
  const room = `WHEN coalesce((SELECT max(rowid) FROM chunks_delta), 0) < ${Math.floor(maxRows)}`;
  return [
    'CREATE TEMP TABLE IF NOT EXISTS chunks_delta (rid INTEGER NOT NULL)',
    `CREATE TEMP TRIGGER IF NOT EXISTS ${TRIGGERS[0]} AFTER INSERT ON main.chunks ${room} BEGIN INSERT INTO chunks_delta VALUES (new.rid); END`,
    `CREATE TEMP TRIGGER IF NOT EXISTS ${TRIGGERS[1]} AFTER DELETE ON main.chunks ${room} BEGIN INSERT INTO chunks_delta VALUES (old.rid); END`,
  ];
};

export function createRowDelta(db: Client, maxRows: number): RowDelta {
  return {
    async reset() {
      for (const sql of setup(maxRows)) await db.execute(sql);
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
      if (taken.rows.length >= maxRows) return undefined;
      return [...new Set(taken.rows.map((r) => Number(r.rid)))];
    },
  };
}
