import type { Client } from '@libsql/client';
import type { StoredChunk } from '@sextant/core-engine';
import type { SearchHit, SearchOptions } from '@sextant/core-engine/ports';
import { stageTimer } from '@sextant/core-engine/retrieval';
import { filterSql } from './filter-sql.js';
import type { Bm25TopK, Postings } from './fts5/bm25-top-k.js';
import { scoreCounts } from '../lexical/rank.js';
import type { CorpusStats, LexicalRanking, TermGroup } from '../lexical/rank.js';
import type { CorpusSnapshot } from './corpus-stats.js';
import { readRowSet, restrict } from './live-rows.js';
import { unpackText } from './chunk-text.js';
import { topRows } from './candidate-rows.js';
import type { RowSet } from './live-rows.js';

/** One lexical search: BM25 (FTS5's formula) over `wanted` picks `limit` candidates, then `groups` rank them. */
export interface LexicalQuery {
  /** Every term of `groups`, in the order of the MATCH expression `"t1" OR "t2" OR …`. */
  wanted: readonly string[];
  groups: readonly TermGroup[];
  limit: number;
  /** Figures both steps rank by: the live rows' count, mean length and document frequencies. */
  corpus: CorpusStats;
  ranking: LexicalRanking;
}

/** A row of `chunks` (id, text, meta) as a stored chunk. */
export const toChunk = (row: Record<string, unknown>): StoredChunk => ({
  id: String(row.id),
  text: unpackText(row.text),
  metadata: JSON.parse(String(row.meta)),
});

/** A row of `chunks` as a hit. */
export const toHit = (row: Record<string, unknown>, score: number): SearchHit => ({ ...toChunk(row), score });

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
 * Candidates and their scores from the terms' postings (live rows only, see corpus-stats.ts): the top
 * `limit` by FTS5's bm25() formula computed in JS over postings held in memory across searches, then
 * scored by the query's ranking from the same postings (nothing is tokenized again). Rows tied at the
 * last place are chosen by id, and `allowed` (a metadata filter's rows) restricts the candidates. Rows read
 * are kept for the snapshot (candidate-rows.ts).
 * `topK` is the connection's ranker (it holds per-rowid scratch).
 */
export async function postingsCandidates(
  db: Client,
  q: LexicalQuery,
  corpus: CorpusSnapshot,
  topK: Bm25TopK,
  allowed?: RowSet,
  trace?: SearchOptions['trace'],
): Promise<SearchHit[]> {
  const lap = stageTimer(trace);
  const byTerm = await corpus.postings(q.wanted);
  const lists = q.wanted.map((t) => (allowed ? restrict(byTerm.get(t)!, allowed) : byTerm.get(t)!));
  const { lengths } = corpus;
  const { above, tied } = topK({
    postings: lists,
    lengths,
    rows: corpus.rows,
    avgLength: corpus.avgLength,
    df: allowed ? q.wanted.map((t) => byTerm.get(t)!.rids.length) : undefined,
    k: q.limit,
    norms: corpus.norms(),
  });
  lap('  lexical: BM25 top-k');
  const { top, rows } = await topRows(db, above, tied, q.limit, corpus.rowCache);
  lap('  lexical: candidate rows (SQL, inflate; kept for the snapshot)');
  // A row deleted since the snapshot was read drops out here, as from a join.
  const live = top.filter((rid) => rows.has(rid));
  const counted = live.map((rid) => ({ freq: (t: string) => freqIn(byTerm.get(t), rid), length: lengths[rid]! }));
  const scores = scoreCounts(counted, q.groups, q.corpus, q.ranking);
  lap('  lexical: ranking');
  return live.map((rid, i) => ({ ...rows.get(rid)!, score: scores[i]! }));
}

/** The rows a metadata filter keeps, as a row set. */
export const filteredRows = (db: Client, filter: NonNullable<SearchOptions['filter']>): Promise<RowSet> => {
  const f = filterSql(filter);
  return readRowSet(db, f.sql, f.args);
};
