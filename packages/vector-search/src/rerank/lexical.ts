import { queryTerms, tokenizeCode } from '@sextant/core-engine/retrieval';
import { scoreCounts } from '../lexical/rank.js';
import type { CountedRow, LexicalRanking } from '../lexical/rank.js';
import type { Reranker } from './reranker.js';

/** Okapi BM25 with the usual constants (k1 1.2, b 0.75) and no synonyms or compounds: the passages are all it sees. */
const PASSAGE_RANKING: LexicalRanking = { k1: 1.2, b: 0.75, synonyms: 0, compounds: 0 };

/**
 * BM25's smoothed IDF, log(1 + (N - n + 0.5) / (n + 0.5)). A reranker sees a handful of passages, where FTS5's
 * IDF would give a term found in half of them no weight at all.
 */
const smoothIdf = (rows: number, df: number) => Math.log(1 + (rows - df + 0.5) / (df + 0.5));

/** Counts of each token of one passage, and its length. */
function countTokens(tokens: readonly string[]): CountedRow {
  const freq = new Map<string, number>();
  for (const t of tokens) freq.set(t, (freq.get(t) ?? 0) + 1);
  return { freq: (t) => freq.get(t) ?? 0, length: tokens.length };
}

/**
 * BM25 over the passages themselves (vector-search's scorer, core-engine's code tokenizer with stop words dropped)
 * times one plus the share of query terms found, plus a bonus for query terms close together: no model, deterministic.
 */
export function createLexicalReranker(): Reranker {
  return {
    modelUsed: 'lexical-bm25-proximity',
    async score(query, texts) {
      const terms = queryTerms(query);
      const passages = texts.map((t) => tokenizeCode(t, { dropStopWords: true }));
      const rows = passages.map(countTokens);
      const df = (term: string) => rows.filter((r) => r.freq(term) > 0).length;
      const stats = {
        rows: rows.length,
        avgLength: rows.reduce((s, r) => s + r.length, 0) / Math.max(1, rows.length),
        df,
        idf: (term: string) => smoothIdf(rows.length, df(term)),
      };
      const groups = terms.map((term) => ({ term, weight: 1, synonyms: [] }));
      const base = scoreCounts(rows, groups, stats, PASSAGE_RANKING);
      return passages.map((words, i) => {
        const positions = terms.map((q) => words.indexOf(q)).filter((p) => p >= 0);
        const coverage = terms.length ? positions.length / terms.length : 0;
        const span = positions.length > 1 ? Math.max(...positions) - Math.min(...positions) : 0;
        return base[i]! * (1 + coverage) + (positions.length > 1 ? 1 / (1 + span) : 0);
      });
    },
  };
}
