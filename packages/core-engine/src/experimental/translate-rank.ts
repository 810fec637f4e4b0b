import { tokenizeCode } from '../retrieval/tokenize.js';
import type { VocabTable } from '../indexing/search/code-vocab.js';

/** Settings of the translation ranking. */
export interface TranslateOptions {
  /** Dirichlet smoothing mass, in tokens. @default 50 */
  mu?: number;
  /** Share of a word's own occurrences against its translations' (1: a translation counts as the word). @default 1 */
  self?: number;
}

/**
 * Candidates ordered by a translation language model (Berger and Lafferty): the query's likelihood from
 * each candidate's tokens, where a query word is also "written" as the code terms the vocabulary table
 * translates it to (`remove duplicates` is likely from a chunk holding `uniq`), Dirichlet-smoothed with
 * the candidates' own term frequencies as background. It reorders the lexical candidates in memory (no
 * second index pass), so it is a signal of its own for the fusion. Ties keep the candidates' order.
 */
export function translateRank(
  candidates: readonly { id: string; text: string }[],
  terms: readonly string[],
  table: VocabTable,
  opts: TranslateOptions = {},
): string[] {
  if (!candidates.length || !terms.length) return [];
  const mu = opts.mu ?? 50;
  const self = opts.self ?? 1;
  // Per query word: the code terms that stand for it and how much each counts.
  const senses = terms.map((w) => {
    const m = new Map<string, number>([[w, self]]);
    for (const [c, p] of table.get(w) ?? []) if (c !== w) m.set(c, (m.get(c) ?? 0) + p);
    return m;
  });
  const counts = candidates.map((c) => {
    const tokens = tokenizeCode(c.text);
    const tf = new Map<string, number>();
    for (const t of tokens) tf.set(t, (tf.get(t) ?? 0) + 1);
    return {
      length: tokens.length,
      hits: senses.map((s) => [...s].reduce((a, [c, p]) => a + p * (tf.get(c) ?? 0), 0)),
    };
  });
  const total = counts.reduce((a, c) => a + c.length, 0) || 1;
  const background = terms.map((_, i) => Math.max(counts.reduce((a, c) => a + c.hits[i]!, 0) / total, 1e-6));
  const scored = candidates.map((c, j) => {
    const { length, hits } = counts[j]!;
    let s = 0;
    for (let i = 0; i < terms.length; i++) s += Math.log((hits[i]! + mu * background[i]!) / (length + mu));
    return { id: c.id, s, j };
  });
  return scored.sort((a, b) => b.s - a.s || a.j - b.j).map((x) => x.id);
}
