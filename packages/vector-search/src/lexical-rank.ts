import type { FieldWeights } from './lexical-fields.js';

/** How lexical search ranks beyond plain BM25; each part can be turned off (0) for ablations. */
export interface LexicalRanking {
  /** Weight of a synonym occurrence relative to the query term itself (blended into its frequency). @default 0.25 */
  synonyms: number;
  /** Weight of a compound of adjacent query words (`is instance` -> `isinstance`). @default 0.25 */
  compounds: number;
  /** Weight of two query terms close together in one field. @default 0.2 */
  proximity: number;
  /** Largest token distance that counts as close. @default 4 */
  window: number;
}

export const defaultLexicalRanking: LexicalRanking = { synonyms: 0.25, compounds: 0.25, proximity: 0.2, window: 4 };

/** One weighted query term: its own occurrences count fully, its synonyms' at the synonym weight. */
export interface TermGroup {
  term: string;
  weight: number;
  synonyms: readonly string[];
}

/** A pair of query terms whose closeness scores, with how many rows hold it. */
export interface TermPair {
  a: string;
  b: string;
  df: number;
}

/** Index-wide figures BM25 needs. */
export interface CorpusStats {
  rows: number;
  /** Mean tokens per row, all fields together. */
  avgLength: number;
  df(term: string): number;
}

// FTS5's BM25 constants (k1 1.2, b 0.75) and IDF, so scores match `bm25()` when nothing is added.
const K1 = 1.2;
const B = 0.75;

/** BM25 inverse document frequency as FTS5 computes it (never below a tiny positive value). */
export const idf = (rows: number, df: number): number => Math.max(1e-6, Math.log((rows - df + 0.5) / (df + 0.5)));

const FIELDS = ['symbol', 'path', 'doc', 'body'] as const;

/** A candidate row: its pre-tokenized fields (space-separated terms). */
export interface CandidateRow {
  fields: Record<(typeof FIELDS)[number], string>;
}

/**
 * Scores candidate rows by BM25F with FTS5's formula: field-weighted term frequency, row-length
 * normalization. Synonyms blend into their term's frequency, and close pairs of query terms add a small
 * proximity score (as in sequential-dependence models).
 */
export function scoreRows(
  rows: readonly CandidateRow[],
  groups: readonly TermGroup[],
  pairs: readonly TermPair[],
  stats: CorpusStats,
  weights: FieldWeights,
  ranking: LexicalRanking,
): number[] {
  // Every wanted term gets a slot; per row, slots hold weighted frequencies and (for paired terms) positions.
  const slot = new Map<string, number>();
  for (const g of groups) for (const t of [g.term, ...g.synonyms]) if (!slot.has(t)) slot.set(t, slot.size);
  const groupSlots = groups.map((g) => ({ term: slot.get(g.term)!, synonyms: g.synonyms.map((t) => slot.get(t)!) }));
  const pairSlots = pairs.map((p) => [slot.get(p.a), slot.get(p.b)] as const);
  const paired = new Set(pairSlots.flat());
  const groupIdf = groups.map((g) => idf(stats.rows, stats.df(g.term)));
  const pairIdf = pairs.map((p) => idf(stats.rows, p.df));
  const fieldWeights = FIELDS.map((name) => weights[name]);
  return rows.map((row) => {
    const freq = new Float64Array(slot.size);
    // Positions of paired terms, fields kept apart by a large offset.
    const positions: number[][] = Array.from({ length: slot.size }, () => []);
    let length = 0;
    FIELDS.forEach((name, f) => {
      const text = row.fields[name];
      if (!text) return;
      const tokens = text.split(' ');
      for (let i = 0; i < tokens.length; i++) {
        const s = slot.get(tokens[i]!);
        if (s === undefined) continue;
        freq[s]! += fieldWeights[f]!;
        if (paired.has(s)) positions[s]!.push(f * 1e7 + length + i);
      }
      length += tokens.length;
    });
    const norm = K1 * (1 - B + (B * length) / (stats.avgLength || 1));
    let score = 0;
    groupSlots.forEach((g, i) => {
      let f = freq[g.term]!;
      for (const s of g.synonyms) f += ranking.synonyms * freq[s]!;
      if (f > 0) score += groups[i]!.weight * groupIdf[i]! * ((f * (K1 + 1)) / (f + norm));
    });
    pairSlots.forEach(([a, b], i) => {
      const pa = positions[a!]!;
      const pb = positions[b!]!;
      let close = 0;
      for (const x of pa) if (pb.some((y) => Math.abs(x - y) <= ranking.window)) close++;
      if (close) score += ranking.proximity * pairIdf[i]! * ((close * (K1 + 1)) / (close + K1));
    });
    return score;
  });
}
