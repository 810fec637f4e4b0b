import type { Client } from '@libsql/client';
import type { SearchHit, SearchOptions, StoredChunk } from '@sextant/core-engine';
import { filterSql } from '../filter-sql.js';
import type { RowLengths } from '../fts5-lengths.js';
import { fts5TopK } from '../fts5-top-k.js';
import type { Postings } from '../fts5-top-k.js';
import { lexicalFields } from '../lexical-fields.js';
import type { FieldWeights } from '../lexical-fields.js';
import { scoreCounts, scoreRows } from '../lexical-rank.js';
import type { CorpusStats, LexicalRanking, TermGroup } from '../lexical-rank.js';
import type { TermPostings } from './term-postings.js';

/** One lexical search: FTS5's bm25() over `wanted` picks `limit` candidates, then `groups` rank them. */
export interface LexicalQuery {
  /** Every term of `groups`, in the order of the MATCH expression `"t1" OR "t2" OR …`. */
  wanted: readonly string[];
  groups: readonly TermGroup[];
  limit: number;
  /** Figures the ranking uses (the live row count). */
  corpus: CorpusStats;
  /** Occurrences of a term over all rows. */
  instances(term: string): number;
  /** Row count and mean length as FTS5's bm25() sees them (its averages record). */
  fts: { rows: number; avgLength: number };
  weights: FieldWeights;
  ranking: LexicalRanking;
}

/** A row of `chunks` (id, text, meta) as a stored chunk. */
export const toChunk = (row: Record<string, unknown>): StoredChunk => ({
  id: String(row.id),
  text: String(row.text),
  metadata: JSON.parse(String(row.meta)),
});

/** A row of `chunks` as a hit. */
export const toHit = (row: Record<string, unknown>, score: number): SearchHit => ({ ...toChunk(row), score });

const quote = (t: string) => `"${t.replace(/"/g, '')}"`;

/** The term's frequency in a row: a binary search of its postings (ascending rowids). */
function freqIn(p: Postings | undefined, rid: number): number {
  let lo = 0;
  let hi = (p?.rids.length ?? 0) - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const r = p!.rids[mid]!;
    if (r === rid) return p!.freqs[mid]!;
    if (r < rid) lo = mid + 1;
    else hi = mid - 1;
  }
  return 0;
}

/**
 * Candidates and their scores from the terms' postings: bm25()'s choice computed in JS (postings held in
 * memory across searches), where FTS5 would read every matching row's length and every term's postings
 * again for each query. The scores come from the same postings: nothing is tokenized again.
 */
export async function postingsCandidates(
  db: Client,
  q: LexicalQuery,
  cache: { postings: TermPostings; lengths: RowLengths },
): Promise<SearchHit[]> {
  const byTerm = await cache.postings.get(q.wanted, (t) => ({ rows: q.corpus.df(t), instances: q.instances(t) }));
  const lengths = await cache.lengths.read();
  const top = fts5TopK({ postings: q.wanted.map((t) => byTerm.get(t)!), lengths, ...q.fts, k: q.limit });
  const byRid = new Map<number, SearchHit>();
  if (top.length) {
    // One JSON value for all rows: a row object each (with metadata parsed apart) costs twice as much.
    const rs = await db.execute({
      sql: `SELECT json_group_array(json_array(rid, id, text, json(meta))) AS rows FROM chunks
              WHERE rid IN (${top.map(() => '?').join(',')})`,
      args: top,
    });
    const rows = JSON.parse(String(rs.rows[0]?.rows ?? '[]')) as [number, string, string, SearchHit['metadata']][];
    for (const [rid, id, text, metadata] of rows) byRid.set(rid, { id, text, metadata, score: 0 });
  }
  // Staged rows are in the FTS index but not yet in `chunks`: they drop out here, as from a join.
  const live = top.filter((rid) => byRid.has(rid));
  const counted = live.map((rid) => ({ freq: (t: string) => freqIn(byTerm.get(t), rid), length: lengths[rid]! }));
  const scores = scoreCounts(counted, q.groups, q.corpus, q.ranking);
  return live.map((rid, i) => ({ ...byRid.get(rid)!, score: scores[i]! }));
}

/**
 * Candidates among the rows a metadata filter keeps, by FTS5's bm25() in SQL; the FTS table is
 * contentless, so their fields are tokenized again from their text to score them.
 */
export async function filteredCandidates(
  db: Client,
  q: LexicalQuery,
  filter: NonNullable<SearchOptions['filter']>,
): Promise<SearchHit[]> {
  const { symbol, path, doc, body } = q.weights;
  const f = filterSql(filter, 'c.meta');
  const rs = await db.execute({
    sql: `SELECT c.id, c.text, c.meta FROM chunks_fts JOIN chunks c ON c.rid = chunks_fts.rowid
            WHERE chunks_fts MATCH ? AND ${f.sql} ORDER BY bm25(chunks_fts, ${symbol}, ${path}, ${doc}, ${body}) LIMIT ?`,
    args: [q.wanted.map(quote).join(' OR '), ...f.args, q.limit],
  });
  const hits = rs.rows.map((r) => toHit(r, 0));
  const fields = hits.map((h) => ({ fields: lexicalFields(h) }));
  const scores = scoreRows(fields, q.groups, q.corpus, q.weights, q.ranking);
  return hits.map((h, i) => ({ ...h, score: scores[i]! }));
}
