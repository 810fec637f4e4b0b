import type { Client } from '@libsql/client';
import { LRUCache } from 'lru-cache';
import { createRowCache } from './candidate-rows.js';
import { cachedSplit } from './cached-split.js';
import type { RowCache } from './candidate-rows.js';
import { createRowDelta } from './row-delta.js';
import { carryPostings } from './carried-postings.js';
import type { RowLengths } from './fts5/row-lengths.js';
import { bm25Norms } from './fts5/bm25-top-k.js';
import type { Postings } from './fts5/bm25-top-k.js';
import { liveTotals, readRowSet, restrict } from './live-rows.js';
import type { RowSet } from './live-rows.js';
import type { TermCounts, TermPostings } from './fts5/term-postings.js';
import type { LexicalFields } from '../lexical/fields.js';

/**
 * What BM25 ranks by, from the live rows only (the rows of `chunks`): their count, their mean length,
 * and each term's postings restricted to them (so its document frequency). FTS5's own totals are not
 * used: SQLite 3.45's `contentless_delete` tables never lower them on delete, and the FTS table also
 * holds the rows of a run not committed yet. So an index updated incrementally ranks exactly as one
 * built from scratch over the same rows.
 */
export interface CorpusSnapshot {
  /** Rowids of the live rows. */
  live: RowSet;
  rows: number;
  avgLength: number;
  /** Row lengths in tokens by rowid (every FTS row; only live ones count). */
  lengths: Uint32Array;
  /** BM25's length part of each row's denominator (`bm25Norms`): valid until another snapshot's are asked for. */
  norms(): Float64Array;
  /** Postings of the terms, live rows only (empty for terms in no live row); loads what is missing. */
  postings(terms: readonly string[]): Promise<Map<string, Postings>>;
  /**
   * Document frequencies over the live rows: exact, but for terms surely in more than `common` live rows (their
   * fts5vocab count less every FTS row not live), which get that lower bound and whose postings are not read.
   */
  frequencies(terms: readonly string[], common: number): Promise<Map<string, Frequency>>;
  /** Rows read by rowid for this snapshot's searches (candidate-rows.ts). */
  rowCache: RowCache;
  /** Live postings of the terms read so far (carried over this connection's writes, carried-postings.ts). */
  postingCache: LRUCache<string, Postings>;
}

/** A term's document frequency, or a lower bound of it (`exact` false). */
export interface Frequency {
  df: number;
  exact: boolean;
}

/** What a snapshot keeps between searches, in bytes of postings and of rows read. */
export interface SnapshotBounds {
  /** Postings (12 bytes each) of the terms searched, restricted to the live rows. */
  postingBytes: number;
  /** Rows read by rowid (candidate-rows.ts). */
  rowBytes: number;
}

const EMPTY: Postings = { rids: new Int32Array(0), freqs: new Float64Array(0) };
const NONE: TermCounts = { rows: 0, instances: 0 };

/** Rows this connection's writes may touch for the next snapshot to be patched from the last (more: read whole). */
const PATCHED_ROWS = 50_000;

/** FTS fields of rows this connection wrote, kept for the next snapshot's postings (more: their terms read again). */
const KEPT_FIELDS = 5_000;

/**
 * Corpus snapshots, kept until another connection writes (`PRAGMA data_version`) or this one does (between
 * `writeBegins` and `writeEnds`). After this connection's own writes, the next snapshot is the last one
 * patched with the rows they touched (row-delta.ts): its live rows, totals and rows read by rowid carry over.
 */
export function createCorpusStats(
  db: Client,
  deps: { postings: TermPostings; lengths: RowLengths; bounds: SnapshotBounds; weights?: readonly number[] },
) {
  let current: { version: unknown; epoch: number; snapshot: CorpusSnapshot; patchable: boolean } | undefined;
  let refreshing: Promise<CorpusSnapshot> | undefined;
  // Own writes begun or ended (a snapshot read across one is not kept), and those under way.
  let epoch = 0;
  let writing = 0;
  const delta = createRowDelta(db, PATCHED_ROWS);
  // Fields of the FTS rows this connection wrote since the last whole read (none kept once there were too many).
  const fields = new Map<number, LexicalFields>();
  let fieldsComplete = true;
  // One buffer holds the BM25 norms of the snapshot that asked last, filled again (~3 ms at 500k rows) when
  // another asks: a new 8 MB array for each snapshot after a write cost ~60 ms of page faults.
  let norms: { of?: CorpusSnapshot; values: Float64Array } = { values: new Float64Array(0) };
  const normsOf = (snapshot: CorpusSnapshot): Float64Array => {
    if (norms.of === snapshot) return norms.values;
    const { lengths, avgLength } = snapshot;
    const values = norms.values.length >= lengths.length ? norms.values : new Float64Array(lengths.length);
    norms = { of: snapshot, values: bm25Norms(lengths, avgLength, values) };
    return values;
  };
  const version = async () => (await db.execute('PRAGMA data_version')).rows[0]?.[0];

  // The next snapshot: `last` patched when it can be, else every row read. The log is taken once: whatever
  // comes of this read, the snapshot it patched is not patched again.
  async function refresh(last: CorpusSnapshot | undefined): Promise<CorpusSnapshot> {
    current = undefined;
    deps.postings.clear();
    deps.lengths.invalidate();
    return (last && (await patch(last))) ?? load();
  }

  async function load(): Promise<CorpusSnapshot> {
    await delta.reset();
    fields.clear();
    fieldsComplete = true;
    const lengths = await deps.lengths.read();
    return snapshotOf(await readRowSet(db), lengths, createRowCache(deps.bounds.rowBytes));
  }

  // The last snapshot with the rows this connection's writes touched read again; undefined when it cannot be.
  async function patch(last: CorpusSnapshot): Promise<CorpusSnapshot | undefined> {
    const touched = await delta.take();
    if (!touched) return undefined;
    const lengths = await deps.lengths.read();
    const rs = await db.execute({
      sql: 'SELECT group_concat(rid) AS rids FROM chunks WHERE rid IN (SELECT value FROM json_each(?))',
      args: [JSON.stringify(touched)],
    });
    const now = String(rs.rows[0]?.rids ?? '');
    const top = Math.max(last.live.length, ...touched.map((rid) => rid + 1));
    const live = new Uint8Array(top);
    live.set(last.live);
    for (const rid of touched) live[rid] = 0;
    if (now) for (const rid of now.split(',')) live[Number(rid)] = 1;
    const rowCache = createRowCache(deps.bounds.rowBytes);
    const gone = new Set(touched);
    // Oldest first, so the new cache keeps the old one's recency order.
    for (const [rid, row] of [...last.rowCache.entries()].reverse()) if (!gone.has(rid)) rowCache.set(rid, row);
    const postingCache = createPostingCache();
    const written =
      deps.weights && fieldsComplete ? { fields: (rid: number) => fields.get(rid), weights: deps.weights } : undefined;
    await carryPostings(db, last.postingCache, touched, now ? now.split(',').map(Number) : [], postingCache, written);
    for (const rid of touched) fields.delete(rid);
    return snapshotOf(live, lengths, rowCache, postingCache);
  }

  // Terms' live postings, least recently used dropped first (bounded in bytes).
  function createPostingCache() {
    return new LRUCache<string, Postings>({
      maxSize: deps.bounds.postingBytes,
      sizeCalculation: (p) => 12 * p.rids.length + 64,
    });
  }

  function snapshotOf(
    live: RowSet,
    lengths: Uint32Array,
    rowCache: RowCache,
    restricted = createPostingCache(),
  ): CorpusSnapshot {
    const { rows, avgLength } = liveTotals(live, lengths);
    // fts5vocab counts (any write may change them: FTS rows of staged rows too).
    const vocab = new LRUCache<string, TermCounts>({ max: 100_000 });
    // FTS rows that are not live (staged, or deleted with their length kept): an upper bound of those holding a term.
    let notLive = 0;
    for (let rid = 0; rid < lengths.length; rid++) if (lengths[rid]! > 0 && !live[rid]) notLive++;
    const snapshot: CorpusSnapshot = {
      live,
      rows,
      avgLength,
      lengths,
      norms: () => normsOf(snapshot),
      rowCache,
      postingCache: restricted,
      async postings(terms) {
        const wanted = [...new Set(terms)];
        const { found: out, missing: unread } = cachedSplit(wanted, (t) => restricted.get(t));
        if (!unread.length) return out;
        const counts = await countsOf(unread);
        const raw = await deps.postings.get(unread, (t) => counts.get(t)!);
        for (const t of unread) {
          const p = restrict(raw.get(t) ?? EMPTY, live);
          restricted.set(t, p);
          out.set(t, p);
        }
        return new Map(wanted.map((t) => [t, out.get(t)!]));
      },
      async frequencies(terms, common) {
        const out = new Map<string, Frequency>();
        const counts = await countsOf([...new Set(terms)].filter((t) => !restricted.has(t)));
        const exact: string[] = [];
        for (const t of new Set(terms)) {
          // fts5vocab counts every FTS row holding the term: live ones, and at most all the others.
          const atLeast = (counts.get(t)?.rows ?? 0) - notLive;
          if (counts.has(t) && atLeast > common) out.set(t, { df: atLeast, exact: false });
          else exact.push(t);
        }
        for (const [t, p] of await snapshot.postings(exact)) out.set(t, { df: p.rids.length, exact: true });
        return out;
      },
    };
    return snapshot;

    // The terms' fts5vocab counts (0 for terms in no row), in one statement for those not kept.
    async function countsOf(terms: readonly string[]): Promise<Map<string, TermCounts>> {
      const { found: counts, missing: uncounted } = cachedSplit(terms, (t) => vocab.get(t));
      if (!uncounted.length) return counts;
      const rs = await db.execute({
        sql: `SELECT term, doc, cnt FROM chunks_vocab WHERE term IN (${uncounted.map(() => '?').join(',')})`,
        args: uncounted,
      });
      for (const t of uncounted) counts.set(t, NONE);
      for (const r of rs.rows) counts.set(String(r.term), { rows: Number(r.doc), instances: Number(r.cnt) });
      for (const t of uncounted) vocab.set(t, counts.get(t)!);
      return counts;
    }
  }

  return {
    /** This connection wrote an FTS row (live or staged) with these fields. */
    wrote(rid: number, written: LexicalFields) {
      if (!fieldsComplete) return;
      if (fields.size >= KEPT_FIELDS && !fields.has(rid)) {
        fieldsComplete = false;
        fields.clear();
      } else fields.set(rid, written);
    },
    /** This connection begins a write: snapshots read from now until it ends are not kept. */
    writeBegins() {
      epoch++;
      writing++;
    },
    /** The write ended (committed or not): the next read patches the last snapshot with the rows it touched. */
    writeEnds() {
      epoch++;
      writing--;
    },
    /** Whether nothing was written (here or by another connection) since the snapshot was read. */
    async isCurrent(snapshot: CorpusSnapshot): Promise<boolean> {
      const held = current;
      return held?.snapshot === snapshot && held.epoch === epoch && held.version === (await version());
    },
    /** The snapshot of the committed rows as they are now. */
    async read(): Promise<CorpusSnapshot> {
      for (let attempt = 0; ; attempt++) {
        while (refreshing) await refreshing.catch(() => undefined);
        const before = await version();
        const began = epoch;
        const held = current;
        if (held && held.version === before && held.epoch === began) return held.snapshot;
        // Another search began reading meanwhile: its snapshot may do (one log, taken once).
        if (refreshing) continue;
        const last = held && held.version === before && held.patchable && writing === 0 ? held.snapshot : undefined;
        const run = refresh(last);
        refreshing = run;
        let snapshot: CorpusSnapshot;
        try {
          snapshot = await run;
        } finally {
          if (refreshing === run) refreshing = undefined;
        }
        // Another process committed, or this one began or ended a write, while this one read: read again
        // (bounded; the last read is still consistent enough to rank with, and the next search reads again).
        if ((await version()) === before && epoch === began) {
          // Read during a write of this connection: kept until it ends, never patched (it saw the write half done).
          current = { version: before, epoch: began, snapshot, patchable: writing === 0 };
          return snapshot;
        }
        if (attempt >= 2) return snapshot;
      }
    },
  };
}

export type CorpusStats = ReturnType<typeof createCorpusStats>;
