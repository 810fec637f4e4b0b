import type { Client } from '@libsql/client';

/** Row lengths of an FTS5 table, read once and then only for rows written since. */
export interface RowLengths {
  /** Tokens per row (all columns together), indexed by rowid; 0 for rowids never seen. */
  read(): Promise<Uint32Array>;
  /** The table changed: the next read takes the rows written since the last one. */
  invalidate(): void;
}

const nibble = (code: number) => (code <= 57 ? code - 48 : code - 55); // '0'-'9', 'A'-'F'

/** Adds up the varints (SQLite's: big-endian, 7 bits a byte, the ninth byte whole) in `hex[from, to)`. */
function sumVarints(hex: string, from: number, to: number): number {
  let sum = 0;
  let v = 0;
  let k = 0;
  for (let i = from; i + 1 < to; i += 2) {
    const c = nibble(hex.charCodeAt(i)) * 16 + nibble(hex.charCodeAt(i + 1));
    if (k === 8) {
      sum += v * 256 + c;
      v = k = 0;
    } else if (c & 0x80) {
      v = v * 128 + (c & 0x7f);
      k++;
    } else {
      sum += v * 128 + c;
      v = k = 0;
    }
  }
  return sum;
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
    const rs = await db.execute({
      sql: `SELECT group_concat(id || ':' || hex(sz)) AS rows, max(origin) AS last FROM ${table}_docsize WHERE origin >= ?`,
      args: [origin],
    });
    const rows = String(rs.rows[0]?.rows ?? '');
    origin = Number(rs.rows[0]?.last ?? origin);
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
      lengths[rid] = sumVarints(rows, colon + 1, end);
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
