import { tokenizeCode } from '../retrieval/tokenize.js';
import type { ExpansionTerm } from '../indexing/search/code-vocab.js';

/** RM3-style pseudo-relevance feedback settings. */
export interface FeedbackOptions {
  /** Top lexical hits taken as relevant. @default 10 */
  docs?: number;
  /** Expansion terms kept. @default 8 */
  terms?: number;
  /** Weight of the strongest expansion term (the others scale down from it). @default 0.5 */
  weight?: number;
}

const SHORT = 3;

/**
 * Expansion terms from the first pass's best hits (RM3 without the re-interpolation, which the fusion
 * does): each term's relevance-model weight, the sum over the top `docs` hits of its share of the hit's
 * tokens times the hit's share of their scores, discounted by how many of all the `pool` hits hold it
 * (code repeats `const`, `return` and `value` everywhere; a term every candidate holds tells them
 * apart no better than the query did). The query's own terms, short tokens and numbers are left out.
 * Deterministic: ties go by term.
 */
export function feedbackTerms(
  pool: readonly { text: string; score: number }[],
  queryTerms: readonly string[],
  opts: FeedbackOptions = {},
): ExpansionTerm[] {
  const docs = opts.docs ?? 10;
  const keep = opts.terms ?? 8;
  const top = pool.slice(0, docs);
  if (top.length < 2) return [];
  const own = new Set(queryTerms);
  const tokens = pool.map((h) => tokenizeCode(h.text, { dropStopWords: true, keepWhole: false }));
  const df = new Map<string, number>();
  for (const list of tokens) for (const t of new Set(list)) df.set(t, (df.get(t) ?? 0) + 1);
  const total = top.reduce((s, h) => s + Math.max(0, h.score), 0) || top.length;
  const model = new Map<string, number>();
  const seenIn = new Map<string, number>();
  top.forEach((h, i) => {
    const list = tokens[i]!;
    if (!list.length) return;
    const docWeight = (total === top.length ? 1 : Math.max(0, h.score)) / total;
    const tf = new Map<string, number>();
    for (const t of list) tf.set(t, (tf.get(t) ?? 0) + 1);
    for (const [t, n] of tf) {
      if (own.has(t) || t.length < SHORT || /^\d+$/.test(t)) continue;
      model.set(t, (model.get(t) ?? 0) + (n / list.length) * docWeight);
      seenIn.set(t, (seenIn.get(t) ?? 0) + 1);
    }
  });
  const scored = [...model]
    // A term of one feedback hit only is that hit's, not the topic's.
    .filter(([t]) => seenIn.get(t)! >= 2)
    .map(([t, p]) => [t, p * Math.log(1 + pool.length / df.get(t)!)] as const)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, keep);
  const best = scored[0]?.[1] ?? 0;
  const weight = opts.weight ?? 0.5;
  return best > 0 ? scored.map(([term, s]) => ({ term, weight: (weight * s) / best })) : [];
}
