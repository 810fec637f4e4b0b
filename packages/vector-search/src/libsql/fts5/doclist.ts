import type { Client } from '@libsql/client';
import { readVarint } from './varint.js';
import type { Cursor } from './varint.js';
import { bytes, pageRowid, readSegments } from './segments.js';
import type { SegmentsCache, Unreadable } from './segments.js';

/**
 * Reads one term's doclist straight from an FTS5 table's segments (`<table>_data` leaf pages, found
 * through `<table>_idx`), as FTS5's own segment iterator does: the format is documented at the top of
 * SQLite's fts5_index.c. Only what this store writes is read (a `contentless_delete` table,
 * detail=full, no prefix indexes); anything else returns why it is unreadable, and the caller reads
 * the term another way.
 */

/** A term's rows in ascending rowid order, with its column-weighted occurrences in each. */
export interface Doclist {
  rids: Int32Array;
  freqs: Float64Array;
  /** Occurrences over all rows and columns. */
  instances: number;
}

/** Growing arrays of decoded rows. */
class Rows {
  rids = new Int32Array(1024);
  freqs = new Float64Array(1024);
  /** Occurrences in each row. */
  counts = new Int32Array(1024);
  n = 0;
  add(rid: number): number {
    if (this.n === this.rids.length) {
      const grow = <T extends Int32Array | Float64Array>(a: T, b: T) => (b.set(a), b);
      this.rids = grow(this.rids, new Int32Array(this.n * 2));
      this.freqs = grow(this.freqs, new Float64Array(this.n * 2));
      this.counts = grow(this.counts, new Int32Array(this.n * 2));
    }
    this.rids[this.n] = rid;
    this.freqs[this.n] = 0;
    this.counts[this.n] = 0;
    return this.n++;
  }
}

/** A segment's decoded rows (`from` to `to` in `Rows`) and the rowids its tombstones delete. */
interface Run {
  from: number;
  to: number;
  dead?: Set<number>;
}

const u16 = (a: Uint8Array, at: number) => (a[at]! << 8) | a[at + 1]!;

/** The term's doclist over every segment, or why it cannot be read (the table is not one this reader knows). */
export async function readDoclist(
  db: Client,
  table: string,
  term: string,
  /** Weight of each column, in table order. */
  weights: readonly number[],
  cache: SegmentsCache,
): Promise<Doclist | Unreadable> {
  const segments = await readSegments(db, table, cache);
  if ('unreadable' in segments) return segments;
  const key = new TextEncoder().encode(`0${term}`); // '0': the main index (no prefix indexes)
  if (!segments.length) return { rids: new Int32Array(0), freqs: new Float64Array(0), instances: 0 };
  // Per segment: the last page whose first term is <= the term (it starts there if anywhere), and
  // the next page starting a later term (the doclist ends on or before it). The key is a bound value in
  // each lookup, not a joined one: then SQLite seeks to it instead of walking the segment's pages from an end.
  const rs = await db.execute({
    sql: `WITH s(seg, first, last) AS (VALUES ${segments.map((_, i) => `(?${3 * i + 2}, ?${3 * i + 3}, ?${3 * i + 4})`).join(',')})
          SELECT seg, first, last,
            (SELECT pgno FROM ${table}_idx WHERE segid = seg AND term <= ?1 ORDER BY segid DESC, term DESC LIMIT 1) AS lo,
            (SELECT pgno FROM ${table}_idx WHERE segid = seg AND term > ?1 ORDER BY segid, term LIMIT 1) AS hi
          FROM s`,
    args: [key, ...segments.flatMap((s) => [s.id, s.first, s.last])],
  });
  const ranges = rs.rows.map((r) => {
    const first = Number(r.first);
    const lo = Math.max(first, Number(r.lo ?? 0) >> 1);
    const hi = r.hi === null ? Number(r.last) : Math.min(Number(r.last), Number(r.hi) >> 1);
    return { seg: Number(r.seg), lo, hi: Math.max(lo, hi) };
  });
  // A join on the ranges, not ORed BETWEENs: SQLite seeks each range instead of scanning the table.
  const pages = await db.execute({
    sql: `WITH r(lo, hi) AS (VALUES ${ranges.map(() => '(?, ?)').join(',')})
          SELECT id >> 37 AS seg, block FROM r CROSS JOIN ${table}_data ON id BETWEEN lo AND hi ORDER BY id`,
    args: ranges.flatMap((r) => [pageRowid(r.seg, r.lo), pageRowid(r.seg, r.hi)]),
  });
  const bySegment = new Map<number, Uint8Array[]>();
  for (const r of pages.rows) {
    const list = bySegment.get(Number(r.seg)) ?? [];
    list.push(bytes(r.block)!);
    bySegment.set(Number(r.seg), list);
  }
  const rows = new Rows();
  const w = Float64Array.from(weights);
  const runs: Run[] = [];
  for (const r of ranges) {
    const from = rows.n;
    const bad = decodeSegment(bySegment.get(r.seg) ?? [], key, w, rows);
    if (bad) return { unreadable: `segment ${r.seg}, term "${term}": ${bad}` };
    if (rows.n > from) runs.push({ from, to: rows.n, dead: cache.tombstones?.get(r.seg) });
  }
  // Rows named by their segment's tombstones are deleted. Each segment's rows ascend and segments
  // mostly follow one another once ordered by their first rowid: then rows are copied in one pass.
  runs.sort((x, y) => rows.rids[x.from]! - rows.rids[y.from]!);
  const { rids: all, freqs: weighted, counts } = rows;
  const rids = new Int32Array(rows.n);
  const freqs = new Float64Array(rows.n);
  let n = 0;
  let instances = 0;
  for (const run of runs) {
    const dead = run.dead?.size ? run.dead : undefined;
    for (let i = run.from; i < run.to; i++) {
      const rid = all[i]!;
      if (dead?.has(rid)) continue;
      if (n > 0 && rid <= rids[n - 1]!) return sortedRows(rows, runs, term);
      rids[n] = rid;
      freqs[n++] = weighted[i]!;
      instances += counts[i]!;
    }
  }
  return n === rows.n ? { rids, freqs, instances } : { rids: rids.slice(0, n), freqs: freqs.slice(0, n), instances };
}

/** The live rows of runs that overlap, sorted by rowid (a row in two segments: unreadable). */
function sortedRows(rows: Rows, runs: readonly Run[], term: string): Doclist | Unreadable {
  const order: number[] = [];
  for (const run of runs) for (let i = run.from; i < run.to; i++) if (!run.dead?.has(rows.rids[i]!)) order.push(i);
  order.sort((x, y) => rows.rids[x]! - rows.rids[y]!);
  const rids = new Int32Array(order.length);
  const freqs = new Float64Array(order.length);
  let instances = 0;
  for (let j = 0; j < order.length; j++) {
    const i = order[j]!;
    if (j > 0 && rows.rids[i] === rids[j - 1])
      return { unreadable: `term "${term}": row ${rids[j - 1]} in two segments` };
    rids[j] = rows.rids[i]!;
    freqs[j] = rows.freqs[i]!;
    instances += rows.counts[i]!;
  }
  return { rids, freqs, instances };
}

/** "No term on this page": past any offset (pages are at most 64 KiB), and a small integer unlike Infinity. */
const NONE = 0x7fffffff;

/** Offset of the first term on a leaf page (its footer's first entry), or NONE. */
const firstTermOffset = (a: Uint8Array) => (a.length > u16(a, 2) ? readVarint(a, { at: u16(a, 2) }) : NONE);

// The term being read on a page, rebuilt in place: a term shares its first bytes with the one before it.
let scratch = new Uint8Array(256);

/** Compares the first `length` bytes of `a` with `b`, as byte strings. */
function compare(a: Uint8Array, length: number, b: Uint8Array): number {
  for (let i = 0; i < length && i < b.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return length - b.length;
}

/** Where the term's doclist starts on a leaf page and where it ends there (the next term), if the page has the term. */
function findTerm(a: Uint8Array, key: Uint8Array): { at: number; end: number } | undefined {
  // Footer: term offsets, the first absolute, then deltas. The first term is whole; a later one is
  // the previous term's first `keep` bytes plus its own.
  let length = 0;
  let termAt = 0;
  const f: Cursor = { at: u16(a, 2) };
  const c: Cursor = { at: 0 };
  for (let k = 0; f.at < a.length; k++) {
    termAt += readVarint(a, f);
    c.at = termAt;
    const keep = k > 0 ? readVarint(a, c) : 0;
    const n = readVarint(a, c);
    const o = c.at;
    if (keep + n > scratch.length) {
      const grown = new Uint8Array(Math.max(keep + n, scratch.length * 2));
      grown.set(scratch.subarray(0, length));
      scratch = grown;
    }
    // Bytes kept past the previous term's end (a page this reader does not expect) read as zeros.
    if (keep > length) scratch.fill(0, length, keep);
    for (let i = 0; i < n; i++) scratch[keep + i] = a[o + i] ?? 0;
    length = keep + n;
    const order = compare(scratch, length, key);
    if (order > 0) return undefined;
    if (order === 0) return { at: o + n, end: f.at < a.length ? termAt + readVarint(a, f) : NONE };
  }
  return undefined;
}

/**
 * Walks the term's doclist from the first of `pages` (consecutive leaf pages), adding its rows and
 * their weighted occurrences to `rows`; says what is not as expected, if anything. A doclist and its
 * position lists run on over page ends; the first rowid starting on a later page is written whole.
 */
function decodeSegment(
  pages: readonly Uint8Array[],
  key: Uint8Array,
  weights: Float64Array,
  rows: Rows,
): string | undefined {
  let p = 0;
  let a = pages[0];
  const found = a && findTerm(a, key);
  if (!a || !found) return undefined; // not in this segment
  const c: Cursor = { at: found.at };
  let end = found.end;
  let leaf = u16(a, 2);
  let rid = 0;
  let first = true;
  // Where the first rowid starting on the current page is (written whole); none on the term's page.
  let whole = -1;
  for (;;) {
    if (c.at >= leaf) {
      // The next rowid is the first one starting on a later page, unless a new term comes first.
      for (;;) {
        a = pages[++p];
        if (!a) return first ? 'the doclist ends before its first row' : undefined;
        leaf = u16(a, 2);
        end = firstTermOffset(a);
        const rowidAt = u16(a, 0);
        if (rowidAt && rowidAt < leaf) {
          c.at = rowidAt;
          rid = readVarint(a, c);
          whole = -1;
          break;
        }
        if (end !== NONE) return first ? 'the doclist ends before its first row' : undefined;
      }
    } else if (c.at >= end) return undefined;
    else {
      const isWhole = c.at === whole;
      const d = readVarint(a, c);
      rid = first || isWhole ? d : rid + d;
    }
    first = false;
    // The position list: its size (times 2, plus a delete flag), then column lists of offsets + 2,
    // each but the first (column 0) after a 0x01 and its column number.
    const size = readVarint(a, c);
    if (size & 1) return 'a position list has the delete flag, which contentless_delete tables do not write';
    let left = size >> 1;
    const row = rows.add(rid);
    let col = 0;
    let colNext = false;
    while (left > 0) {
      if (c.at >= leaf) {
        a = pages[++p];
        if (!a) return 'a position list runs past the pages read';
        leaf = u16(a, 2);
        end = firstTermOffset(a);
        whole = u16(a, 0) || -1;
        c.at = 4;
      }
      // Most varints here are one byte (positions are deltas): read inline.
      const from = c.at;
      const v = a[from]! < 0x80 ? a[c.at++]! : readVarint(a, c);
      left -= c.at - from;
      if (colNext) {
        col = v;
        colNext = false;
      } else if (v === 1) colNext = true;
      else if (v >= 2 && col < weights.length) {
        rows.freqs[row]! += weights[col]!;
        rows.counts[row]!++;
      } else return `a position (${v}) below 2 or a column (${col}) past the table's ${weights.length}`;
    }
    if (left < 0) return 'a position list runs past its size';
  }
}
