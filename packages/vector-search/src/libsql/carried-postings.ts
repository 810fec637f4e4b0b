import type { Client } from '@libsql/client';
import type { LRUCache } from 'lru-cache';
import type { Postings } from './fts5/bm25-top-k.js';

/** Terms of the last snapshot whose postings are carried over a write at most (the most recently used). */
const CARRIED_TERMS = 256;

/** Whether the ascending rowids hold `rid` (a binary search). */
function holds(rids: Int32Array, rid: number): boolean {
  let lo = 0;
  let hi = rids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const r = rids[mid]!;
    if (r === rid) return true;
    if (r < rid) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** The postings without the rows of `gone` (the same object when it holds none of them). */
function without(p: Postings, gone: readonly number[]): Postings {
  if (!gone.some((rid) => holds(p.rids, rid))) return p;
  const drop = new Set(gone);
  const keep: number[] = [];
  for (let i = 0; i < p.rids.length; i++) if (!drop.has(p.rids[i]!)) keep.push(i);
  return { rids: Int32Array.from(keep, (i) => p.rids[i]!), freqs: Float64Array.from(keep, (i) => p.freqs[i]!) };
}

/**
 * Copies into `into` the live postings of `last` (oldest first) that a write left as they were, less the rows
 * it touched: a write changes a term's postings only in the rows it deleted or wrote, so a term in none of the
 * rows live now among them (FTS5 says, a phrase query of the term on those rowids) keeps its other rows.
 */
export async function carryPostings(
  db: Client,
  last: LRUCache<string, Postings>,
  touched: readonly number[],
  liveNow: readonly number[],
  into: LRUCache<string, Postings>,
): Promise<void> {
  const entries = [...last.entries()].slice(0, CARRIED_TERMS).reverse();
  if (!entries.length) return;
  let inWritten = new Set<number>();
  if (liveNow.length) {
    // Each term as one quoted token; rowid = seeks each row in its doclist instead of reading the doclist.
    const rs = await db.execute({
      sql: `SELECT DISTINCT t.key AS at FROM json_each(?) AS t, json_each(?) AS r
              WHERE EXISTS (SELECT 1 FROM chunks_fts WHERE chunks_fts MATCH '"' || replace(t.value, '"', '""') || '"'
                AND rowid = r.value)`,
      args: [JSON.stringify(entries.map(([term]) => term)), JSON.stringify(liveNow)],
    });
    inWritten = new Set(rs.rows.map((r) => Number(r.at)));
  }
  entries.forEach(([term, p], i) => {
    if (!inWritten.has(i)) into.set(term, without(p, touched));
  });
}
