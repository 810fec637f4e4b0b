import type { Client } from '@libsql/client';
import { varintAt, varintEnd } from './sqlite-varint.js';

/** Every varint of a record, one after another. */
function varints(bytes: Uint8Array): number[] {
  const values: number[] = [];
  for (let i = 0; i < bytes.length; i = varintEnd) values.push(varintAt(bytes, i));
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
