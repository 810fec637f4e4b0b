import type { Client } from '@libsql/client';
import { readVarint } from './varint.js';

/** Row lengths of an FTS5 table, read once and then only for rows written since. */
export interface RowLengths {
  /** Tokens per row (all columns together), indexed by rowid; 0 for rowids never seen. */
  read(): Promise<Uint32Array>;
  /** The table changed: the next read takes the rows written since the last one. */
  invalidate(): void;
}

/**
 * Row lengths in tokens (all columns), as FTS5's bm25() sees them, from the `<table>_docsize` records of
 * a `contentless_delete` table. Every write transaction stamps its rows with a higher `origin`, so a
 * later read takes only rows of the last origin seen and after (a rowid written again gets its new
 * length; a deleted row's length stays but no query matches it).
 */
export function createRowLengths(db: Client, table: string): RowLengths {
  let lengths = new Uint32Array(0);
  let origin = 0;
  let stale = true;
  let pending: Promise<void> | undefined;

  async function load(): Promise<void> {
    // Two values for all rows (a row object each costs far more): rowids with their records' byte
    // sizes, and the records back to back. Both aggregates walk the same rows in the same order.
    // Rows of the last origin seen and later ones are the highest rowids (a write takes rowids past every
    // row there is), so they are read from the highest rowid of an older row on, not found by a scan of all.
    const rs = await db.execute({
      sql: `SELECT group_concat(id || ':' || length(sz)) AS rows, unhex(group_concat(hex(sz), '')) AS sizes,
              max(origin) AS last FROM ${table}_docsize
              WHERE id > coalesce((SELECT id FROM ${table}_docsize WHERE origin < ? ORDER BY id DESC LIMIT 1), -1)`,
      args: [origin],
    });
    const rows = String(rs.rows[0]?.rows ?? '');
    const sizes = rs.rows[0]?.sizes instanceof ArrayBuffer ? new Uint8Array(rs.rows[0].sizes) : new Uint8Array(0);
    origin = Number(rs.rows[0]?.last ?? origin);
    const c = { at: 0 };
    for (let i = 0; i < rows.length;) {
      const colon = rows.indexOf(':', i);
      let end = rows.indexOf(',', colon);
      if (end < 0) end = rows.length;
      const rid = Number(rows.slice(i, colon));
      if (rid >= lengths.length) {
        const grown = new Uint32Array(Math.max(rid + 1, lengths.length * 2));
        grown.set(lengths);
        lengths = grown;
      }
      // A record holds one varint per column: the row's length is their sum.
      const recordEnd = c.at + Number(rows.slice(colon + 1, end));
      let sum = 0;
      while (c.at < recordEnd) sum += readVarint(sizes, c);
      lengths[rid] = sum;
      i = end + 1;
    }
  }

  return {
    invalidate() {
      stale = true;
    },
    async read() {
      // One load at a time; a change while one runs makes the next call load again.
      while (stale || pending) {
        if (!pending) {
          stale = false;
          pending = load().finally(() => (pending = undefined));
        }
        await pending;
      }
      return lengths;
    },
  };
}
