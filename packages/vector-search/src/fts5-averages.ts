import type { Client } from '@libsql/client';

/** SQLite varints (big-endian, 7 bits a byte, the ninth byte whole), read one after another. */
function varints(bytes: Uint8Array): number[] {
  const values: number[] = [];
  for (let i = 0; i < bytes.length;) {
    let v = 0;
    for (let k = 0; k < 9 && i < bytes.length; k++) {
      const c = bytes[i++]!;
      if (k === 8) {
        v = v * 256 + c;
        break;
      }
      v = v * 128 + (c & 0x7f);
      if (!(c & 0x80)) break;
    }
    values.push(v);
  }
  return values;
}

/**
 * Row count and mean row length in tokens (all columns) of an FTS5 table, as its bm25() uses them. FTS5
 * keeps both in its averages record (id 1 of `<table>_data`); without one, they are counted.
 */
export async function readAverages(db: Client, table: string): Promise<{ rows: number; avgLength: number }> {
  const rs = await db.execute(`SELECT block FROM ${table}_data WHERE id = 1`);
  const block = rs.rows[0]?.block;
  if (block instanceof ArrayBuffer) {
    const [rows = 0, ...columns] = varints(new Uint8Array(block));
    return { rows, avgLength: rows ? columns.reduce((a, b) => a + b, 0) / rows : 0 };
  }
  const counted = await db.execute(`SELECT count(*) AS n FROM ${table}`);
  return { rows: Number(counted.rows[0]?.n ?? 0), avgLength: 0 };
}
