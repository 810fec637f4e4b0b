import type { Client, InValue } from '@libsql/client';
import type { Postings } from './fts5/bm25-top-k.js';

/** A set of rowids as a bitmap (one byte a rowid). */
export type RowSet = Uint8Array;

/** The rowids a query over `chunks` selects (`SELECT rid FROM chunks WHERE …`), as a bitmap. */
export async function readRowSet(db: Client, where = '1', args: InValue[] = []): Promise<RowSet> {
  // One string for all rows: a row object each costs several times more.
  const rs = await db.execute({
    sql: `SELECT group_concat(rid) AS rids, max(rid) AS top FROM chunks WHERE ${where}`,
    args,
  });
  const set = new Uint8Array(Number(rs.rows[0]?.top ?? 0) + 1);
  const text = String(rs.rows[0]?.rids ?? '');
  let rid = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 44) {
      set[rid] = 1;
      rid = 0;
    } else rid = rid * 10 + c - 48;
  }
  if (text.length) set[rid] = 1;
  return set;
}

/** Rows of the set and the sum of their lengths: the row count and mean length BM25 ranks by. */
export function liveTotals(set: RowSet, lengths: Uint32Array): { rows: number; avgLength: number } {
  let rows = 0;
  let tokens = 0;
  for (let rid = 0; rid < set.length; rid++)
    if (set[rid]) {
      rows++;
      tokens += lengths[rid] ?? 0;
    }
  return { rows, avgLength: rows ? tokens / rows : 0 };
}

/** The postings of rows in the set only (the same object when all of them are). */
export function restrict(p: Postings, set: RowSet): Postings {
  let n = 0;
  for (let i = 0; i < p.rids.length; i++) if (set[p.rids[i]!]) n++;
  if (n === p.rids.length) return p;
  const rids = new Int32Array(n);
  const freqs = new Float64Array(n);
  for (let i = 0, j = 0; i < p.rids.length; i++)
    if (set[p.rids[i]!]) {
      rids[j] = p.rids[i]!;
      freqs[j++] = p.freqs[i]!;
    }
  return { rids, freqs };
}
