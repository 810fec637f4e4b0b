import type { FieldWeights } from './lexical-fields.js';

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
}

/** BM25 inverse document frequency as FTS5 computes it (never below a tiny positive value). */
export const idf = (rows: number, df: number): number => Math.max(1e-6, Math.log((rows - df + 0.5) / (df + 0.5)));

const FIELDS = ['symbol', 'path', 'doc', 'body'] as const;

/** A candidate row: its pre-tokenized fields (space-separated terms). */
export interface CandidateRow {
  fields: Record<(typeof FIELDS)[number], string>;
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
  // Every wanted term gets a slot; per row, slots hold weighted frequencies.
  const slot = new Map<string, number>();
  for (const g of groups) for (const t of [g.term, ...g.synonyms]) if (!slot.has(t)) slot.set(t, slot.size);
  const groupSlots = groups.map((g) => ({ term: slot.get(g.term)!, synonyms: g.synonyms.map((t) => slot.get(t)!) }));
  const groupIdf = groups.map((g) => idf(stats.rows, stats.df(g.term)));
  const fieldWeights = FIELDS.map((name) => weights[name]);
  const { k1, b } = ranking;
  return rows.map((row) => {
    const freq = new Float64Array(slot.size);
    let length = 0;
    FIELDS.forEach((name, f) => {
      const text = row.fields[name];
      if (!text) return;
      const tokens = text.split(' ');
      for (const token of tokens) {
        const s = slot.get(token);
        if (s !== undefined) freq[s]! += fieldWeights[f]!;
      }
      length += tokens.length;
    });
    const norm = k1 * (1 - b + (b * length) / (stats.avgLength || 1));
    let score = 0;
    groupSlots.forEach((g, i) => {
      let f = freq[g.term]!;
      for (const s of g.synonyms) f += ranking.synonyms * freq[s]!;
      if (f > 0) score += groups[i]!.weight * groupIdf[i]! * ((f * (k1 + 1)) / (f + norm));
    });
    return score;
  });
}
