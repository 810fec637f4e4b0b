import type { Client } from '@libsql/client';
import type { Postings } from './bm25-top-k.js';
import type { FieldWeights } from '../../lexical/fields.js';
import { readDoclist } from './doclist.js';
import type { Doclist } from './doclist.js';
import type { SegmentsCache, Unreadable } from './segments.js';

/** A term's row count and occurrence count, as `fts5vocab` gives them. */
export interface TermCounts {
  rows: number;
  instances: number;
}

/** Postings of terms, read from the FTS5 index and kept in memory for the next queries. */
export interface TermPostings {
  /** The postings of each term (empty for terms in no row). */
  get(terms: readonly string[], counts: (term: string) => TermCounts): Promise<Map<string, Postings>>;
  /** The index changed: drops every cached term. */
  clear(): void;
}

export interface TermPostingsOptions {
  weights: FieldWeights;
  /** Postings kept in memory (about 12 bytes each), least recently used terms dropped first. */
  maxPostings: number;
  /** From this many rows on, a term's doclist is read from the segments. @default 1000 */
  doclistRows?: number;
  /**
   * Told when such a term's doclist could not be read from the segments, and why (the format is not the
   * one the reader knows, or the counts differ from fts5vocab's): the term then comes through fts5vocab.
   */
  onFallback?: (term: string, reason: string) => void;
}

const EMPTY: Postings = { rids: new Int32Array(0), freqs: new Float64Array(0) };

/**
 * From this many rows on, a term's doclist is read from the segments (a few SQL statements whatever its size).
 * Through fts5vocab a term costs about its occurrences: at 48k and 502k chunks (bench/latency-curves caches)
 * the two ways cost the same near 500-1000 rows.
 */
const DOCLIST_ROWS = 1000;

/** The doclist when its row and occurrence counts are fts5vocab's, else why not. */
function checked(d: Doclist | Unreadable, counts: TermCounts): Doclist | Unreadable {
  if ('unreadable' in d || (d.rids.length === counts.rows && d.instances === counts.instances)) return d;
  const got = `${d.rids.length} rows and ${d.instances} occurrences`;
  return { unreadable: `decoded ${got}; fts5vocab counts ${counts.rows} and ${counts.instances}` };
}

/** Column names of `chunks_fts` by their first letter. */
const COLUMN = { s: 'symbol', p: 'path', d: 'doc', b: 'body' } as const;

/**
 * Reads a term's rows from the FTS5 index itself, so ranking needs neither FTS5's bm25() nor the rows'
 * text. A common term's doclist is decoded from the segments (doclist.ts, a few times cheaper),
 * and used when its row and occurrence counts are the ones `fts5vocab` gives; other terms, and any
 * doclist that does not check out, come from an `fts5vocab` instance table on this connection: one row
 * per occurrence, by rowid, column and offset, returned as one string, far cheaper than a row each:
 * rowids separated by the next occurrence's column name (`12body12symbol13…`, group_concat's separator
 * taken per row), the first occurrence's column read apart.
 */
export function createTermPostings(db: Client, opts: TermPostingsOptions): TermPostings {
  // Column weights by the char code of the column name's first letter.
  const weight = new Float64Array(128);
  for (const [letter, col] of Object.entries(COLUMN)) weight[letter.charCodeAt(0)] = opts.weights[col];
  const cache = new Map<string, Postings>();
  let held = 0;
  let vocab: Promise<unknown> | undefined;
  let segments: SegmentsCache = {};
  const columnWeights = [opts.weights.symbol, opts.weights.path, opts.weights.doc, opts.weights.body];

  // The doclist of a common term, or undefined when it is not (or does not check out: read it through fts5vocab).
  async function fromSegments(term: string, counts: TermCounts): Promise<Postings | undefined> {
    if (counts.rows < (opts.doclistRows ?? DOCLIST_ROWS)) return undefined;
    const d = checked(await readDoclist(db, 'chunks_fts', term, columnWeights, segments), counts);
    if (!('unreadable' in d)) return d;
    opts.onFallback?.(term, d.unreadable);
    return undefined;
  }

  // Terms read through fts5vocab, all in one statement (a statement costs more than a small term's rows).
  async function fromInstances(terms: readonly string[], counts: (term: string) => TermCounts) {
    vocab ??= db.execute(
      "CREATE VIRTUAL TABLE IF NOT EXISTS temp.chunks_instances USING fts5vocab(main, chunks_fts, 'instance')",
    );
    await vocab;
    const rs = await db.execute({
      sql: `SELECT t.key AS at, (SELECT col FROM temp.chunks_instances WHERE term = t.value LIMIT 1) AS first,
              (SELECT group_concat(doc, col) FROM temp.chunks_instances WHERE term = t.value) AS i
              FROM json_each(?) AS t`,
      args: [JSON.stringify(terms)],
    });
    const out = new Map<string, Postings>();
    for (const r of rs.rows) {
      const term = terms[Number(r.at)]!;
      const first = String(r.first ?? '');
      out.set(term, parse(String(r.i ?? ''), first.charCodeAt(0), counts(term).rows, weight));
    }
    return out;
  }

  function keep(term: string, p: Postings) {
    if (p.rids.length > opts.maxPostings) return;
    cache.set(term, p);
    held += p.rids.length;
    for (const [t, old] of cache) {
      if (held <= opts.maxPostings) break;
      cache.delete(t);
      held -= old.rids.length;
    }
  }

  return {
    clear() {
      cache.clear();
      held = 0;
      segments = {};
    },
    async get(terms, counts) {
      const out = new Map<string, Postings>();
      const rest: string[] = [];
      for (const term of new Set(terms)) {
        const hit = cache.get(term);
        if (hit) {
          // Most recently used last: eviction takes the first.
          cache.delete(term);
          cache.set(term, hit);
          out.set(term, hit);
        } else if (counts(term).rows === 0) out.set(term, EMPTY);
        else {
          const p = await fromSegments(term, counts(term));
          if (p) {
            keep(term, p);
            out.set(term, p);
          } else rest.push(term);
        }
      }
      if (rest.length)
        for (const [term, p] of await fromInstances(rest, counts)) {
          keep(term, p);
          out.set(term, p);
        }
      return out;
    },
  };
}

/** Parses rowids separated by column names (see above) into postings, rowids ascending. */
function parse(text: string, column: number, capacity: number, weight: Float64Array): Postings {
  let rids = new Int32Array(Math.max(capacity, 1));
  let freqs = new Float64Array(rids.length);
  let n = 0;
  let sorted = true;
  let col = column;
  for (let i = 0; i < text.length;) {
    let rid = 0;
    let c = text.charCodeAt(i);
    for (; c >= 48 && c <= 57; c = text.charCodeAt(++i)) rid = rid * 10 + c - 48;
    const w = weight[col & 127]!;
    if (n > 0 && rids[n - 1] === rid) freqs[n - 1]! += w;
    else {
      if (n > 0 && rid < rids[n - 1]!) sorted = false;
      if (n === rids.length) {
        rids = grow(rids, new Int32Array(n * 2));
        freqs = grow(freqs, new Float64Array(n * 2));
      }
      rids[n] = rid;
      freqs[n++] = w;
    }
    // The next occurrence's column: its first letter, then the rest of its name.
    col = c;
    while (i < text.length && !(c >= 48 && c <= 57)) c = text.charCodeAt(++i);
  }
  const p = { rids: rids.subarray(0, n), freqs: freqs.subarray(0, n) };
  return sorted ? p : sortByRid(p);
}

const grow = <T extends Int32Array | Float64Array>(from: T, to: T): T => (to.set(from), to);

// group_concat has no documented order; SQLite gives the scan's (rowid, column, offset), but should it not:
function sortByRid(p: Postings): Postings {
  const freq = new Map<number, number>();
  p.rids.forEach((rid, i) => freq.set(rid, (freq.get(rid) ?? 0) + p.freqs[i]!));
  const rids = Int32Array.from(freq.keys()).sort();
  return { rids, freqs: Float64Array.from(rids, (rid) => freq.get(rid)!) };
}
