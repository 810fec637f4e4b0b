import type { FieldWeights } from './fields.js';

/**
 * How lexical search ranks FTS5's candidates. Defaults were chosen on a development set built from the
 * indexed corpus itself (docstring sentences as queries, bench/cosqa-dev.ts), not on test queries.
 */
export interface LexicalRanking {
  /** BM25 term-frequency saturation (FTS5's bm25() uses 1.2). @default 2.5 */
  k1: number;
  /** BM25 length normalization, 0 to 1 (FTS5's bm25() uses 0.75). @default 1 */
  b: number;
  /** Weight of a synonym occurrence relative to the query term itself (blended into its frequency); 0 is off. @default 0.25 */
  synonyms: number;
  /** Weight of a compound of adjacent query words (`is instance` -> `isinstance`); 0 is off. @default 0.25 */
  compounds: number;
}

export const defaultLexicalRanking: LexicalRanking = {
  k1: 2.5,
  b: 1,
  synonyms: 0.25,
  compounds: 0.25,
};

/** One weighted query term: its own occurrences count fully, its synonyms' at the synonym weight. */
export interface TermGroup {
  term: string;
  weight: number;
  synonyms: readonly string[];
}

/** Index-wide figures BM25 needs. */
export interface CorpusStats {
  rows: number;
  /** Mean tokens per row, all fields together. */
  avgLength: number;
  df(term: string): number;
  /** A term's inverse document frequency; FTS5's ({@link idf}) when absent. */
  idf?(term: string): number;
}

/** BM25 inverse document frequency as fts5Bm25Function computes it: zero or below becomes a tiny positive value. */
export function idf(rows: number, df: number): number {
  const v = Math.log((rows - df + 0.5) / (df + 0.5));
  return v <= 0 ? 1e-6 : v;
}

const FIELDS = ['symbol', 'path', 'doc', 'body'] as const;

/** A candidate row: its pre-tokenized fields (space-separated terms). */
export interface CandidateRow {
  fields: Record<(typeof FIELDS)[number], string>;
}

/** A candidate row as counts: its field-weighted frequency of each wanted term, and its length in tokens. */
export interface CountedRow {
  freq(term: string): number;
  length: number;
}

/**
 * Scores candidate rows by BM25F with FTS5's formula (field-weighted term frequency, one length
 * normalization per row) and its own k1 and b. Synonyms blend into their term's frequency.
 */
export function scoreRows(
  rows: readonly CandidateRow[],
  groups: readonly TermGroup[],
  stats: CorpusStats,
  weights: FieldWeights,
  ranking: LexicalRanking,
): number[] {
  const fieldWeights = FIELDS.map((name) => weights[name]);
  const wanted = new Set(groups.flatMap((g) => [g.term, ...g.synonyms]));
  const counted = rows.map((row): CountedRow => {
    const freq = new Map<string, number>();
    let length = 0;
    FIELDS.forEach((name, f) => {
      const text = row.fields[name];
      if (!text) return;
      const tokens = text.split(' ');
      for (const token of tokens) if (wanted.has(token)) freq.set(token, (freq.get(token) ?? 0) + fieldWeights[f]!);
      length += tokens.length;
    });
    return { freq: (t) => freq.get(t) ?? 0, length };
  });
  return scoreCounts(counted, groups, stats, ranking);
}

/** {@link scoreRows} over rows already counted (the same scores for the same counts). */
export function scoreCounts(
  rows: readonly CountedRow[],
  groups: readonly TermGroup[],
  stats: CorpusStats,
  ranking: LexicalRanking,
): number[] {
  const groupIdf = groups.map((g) => stats.idf?.(g.term) ?? idf(stats.rows, stats.df(g.term)));
  const { k1, b } = ranking;
  return rows.map((row) => {
    const norm = k1 * (1 - b + (b * row.length) / (stats.avgLength || 1));
    let score = 0;
    groups.forEach((g, i) => {
      let f = row.freq(g.term);
      for (const s of g.synonyms) f += ranking.synonyms * row.freq(s);
      if (f > 0) score += g.weight * groupIdf[i]! * ((f * (k1 + 1)) / (f + norm));
    });
    return score;
  });
}
