import type { Client } from '@libsql/client';
import type { LRUCache } from 'lru-cache';
import type { Postings } from './fts5/bm25-top-k.js';
import type { LexicalFields } from '../lexical/fields.js';
import { FTS_COLUMNS, FTS_TOKENIZE } from './schema.js';

/** Terms of the last snapshot whose postings are carried over a write at most (the most recently used). */
const CARRIED_TERMS = 256;

/** Where the ascending rowids hold `rid`, or -1. */
function indexOf(rids: Int32Array, rid: number): number {
  const i = lowerBound(rids, rid, 0);
  return rids[i] === rid ? i : -1;
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

/** What a store knows of the rows this connection wrote: their FTS fields by rowid, and the column weights. */
export interface WrittenRows {
  /** The fields FTS5 got for the row (undefined: not written by this connection, or no longer known). */
  fields: (rid: number) => LexicalFields | undefined;
  /** Weights of the FTS columns symbol, path, doc, body (postings' frequencies are weighted sums). */
  weights: readonly number[];
}

const COLUMNS = ['symbol', 'path', 'doc', 'body'] as const;

/**
 * Each term's weighted frequency in the rows (by ascending rowid): the rows tokenized again by FTS5 itself,
 * in a temp table with the live table's tokenizer, and their occurrences read back in (column, offset) order,
 * the order a doclist sums them in.
 */
async function writtenPostings(
  db: Client,
  rows: readonly [number, LexicalFields][],
  weights: readonly number[],
): Promise<Map<string, { rids: number[]; freqs: number[] }>> {
  await db.execute(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.written_rows USING fts5(${FTS_COLUMNS}, ${FTS_TOKENIZE})`);
  await db.execute(
    "CREATE VIRTUAL TABLE IF NOT EXISTS temp.written_terms USING fts5vocab(temp, written_rows, 'instance')",
  );
  await db.execute('DELETE FROM temp.written_rows');
  await db.execute({
    sql: `INSERT INTO temp.written_rows (rowid, symbol, path, doc, body) VALUES ${rows.map(() => '(?, ?, ?, ?, ?)').join(',')}`,
    args: rows.flatMap(([rid, f]) => [rid, f.symbol, f.path, f.doc, f.body]),
  });
  const rs = await db.execute('SELECT term, doc, col FROM temp.written_terms');
  await db.execute('DELETE FROM temp.written_rows');
  const weight = new Map<string, number>(COLUMNS.map((c, i) => [c, weights[i] ?? 1]));
  const out = new Map<string, { rids: number[]; freqs: number[] }>();
  for (const r of rs.rows) {
    const term = String(r.term);
    const rid = Number(r.doc);
    let p = out.get(term);
    if (!p) out.set(term, (p = { rids: [], freqs: [] }));
    const w = weight.get(String(r.col)) ?? 0;
    if (p.rids[p.rids.length - 1] === rid) p.freqs[p.freqs.length - 1]! += w;
    else {
      p.rids.push(rid);
      p.freqs.push(w);
    }
  }
  return out;
}

/** The postings with the rows of `added` (rowids ascending, none of them in `p`) merged in. */
function merged(p: Postings, added: { rids: number[]; freqs: number[] }): Postings {
  const n = p.rids.length + added.rids.length;
  const rids = new Int32Array(n);
  const freqs = new Float64Array(n);
  let i = 0;
  let to = 0;
  for (let k = 0; k < added.rids.length; k++) {
    const at = lowerBound(p.rids, added.rids[k]!, i);
    rids.set(p.rids.subarray(i, at), to);
    freqs.set(p.freqs.subarray(i, at), to);
    to += at - i;
    i = at;
    rids[to] = added.rids[k]!;
    freqs[to++] = added.freqs[k]!;
  }
  rids.set(p.rids.subarray(i), to);
  freqs.set(p.freqs.subarray(i), to);
  return { rids, freqs };
}

/** The first index from `lo` on whose rowid is `rid` or more. */
function lowerBound(rids: Int32Array, rid: number, lo: number): number {
  let hi = rids.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (rids[mid]! < rid) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Copies into `into` the live postings of `last` (oldest first) as they are after a write: a write changes a
 * term's postings only in the rows it deleted or wrote, so each term keeps its other rows, and gets the rows
 * live now among them that hold it. When this connection wrote every such row (`written` knows their fields),
 * those rows are tokenized again and their counts patched in; otherwise a term in any of them (FTS5 says, a
 * phrase query of the term on those rowids) is dropped, and read again when a search needs it.
 */
export async function carryPostings(
  db: Client,
  last: LRUCache<string, Postings>,
  touched: readonly number[],
  liveNow: readonly number[],
  into: LRUCache<string, Postings>,
  written?: WrittenRows,
): Promise<void> {
  const entries = [...last.entries()].slice(0, CARRIED_TERMS).reverse();
  if (!entries.length) return;
  const known = liveNow.map((rid) => [rid, written?.fields(rid)] as const);
  if (written && known.every(([, f]) => f)) {
    const rows = (known as [number, LexicalFields][]).sort((a, b) => a[0] - b[0]);
    const added = rows.length ? await writtenPostings(db, rows, written.weights) : new Map();
    for (const [term, p] of entries) {
      const kept = without(p, touched);
      const more = added.get(term);
      into.set(term, more ? merged(kept, more) : kept);
    }
    return;
  }
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
