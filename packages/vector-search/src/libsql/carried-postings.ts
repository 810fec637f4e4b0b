import type { Client } from '@libsql/client';
import type { LRUCache } from 'lru-cache';
import type { Postings } from './fts5/bm25-top-k.js';

/** Terms of the last snapshot whose postings are carried over a write at most (the most recently used). */
const CARRIED_TERMS = 256;

/** Where the ascending rowids hold `rid` (a binary search), or -1. */
function indexOf(rids: Int32Array, rid: number): number {
  let lo = 0;
  let hi = rids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const r = rids[mid]!;
    if (r === rid) return mid;
    if (r < rid) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/**
 * The postings without the rows of `gone` (the same object when it holds none of them): the runs between
 * the dropped entries copied as blocks, so a common term's 200k postings cost a copy, not a loop per entry.
 */
function without(p: Postings, gone: readonly number[]): Postings {
  const at = [...new Set(gone.map((rid) => indexOf(p.rids, rid)))].filter((i) => i >= 0).sort((a, b) => a - b);
  if (!at.length) return p;
  const n = p.rids.length - at.length;
  const rids = new Int32Array(n);
  const freqs = new Float64Array(n);
  let from = 0;
  let to = 0;
  for (const i of [...at, p.rids.length]) {
    rids.set(p.rids.subarray(from, i), to);
    freqs.set(p.freqs.subarray(from, i), to);
    to += i - from;
    from = i + 1;
  }
  return { rids, freqs };
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
