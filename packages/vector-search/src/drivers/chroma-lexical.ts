import type { FieldWeights, LexicalFields } from '../lexical/fields.js';

/**
 * BM25F over pre-tokenized fields for backends without BM25 (Chroma). Document frequencies come from
 * the candidate set (every candidate holds at least one query term), `total` from the collection size.
 */
export function rankLexical(
  docs: readonly { id: string; fields: Partial<LexicalFields> }[],
  terms: readonly string[],
  weights: FieldWeights,
  total: number,
  k1 = 1.2,
  b = 0.75,
): { id: string; score: number }[] {
  const keys = Object.keys(weights) as (keyof FieldWeights)[];
  const tokenized = docs.map((d) => ({
    id: d.id,
    f: Object.fromEntries(keys.map((k) => [k, (d.fields[k] ?? '').split(' ')])),
  }));
  const avgLen = Object.fromEntries(
    keys.map((k) => [k, tokenized.reduce((s, d) => s + (d.f[k]?.length ?? 0), 0) / Math.max(1, tokenized.length) || 1]),
  );
  const df = new Map(terms.map((t) => [t, tokenized.filter((d) => keys.some((k) => d.f[k]?.includes(t))).length]));
  const n = Math.max(total, tokenized.length);
  return tokenized
    .map((d) => {
      let score = 0;
      for (const t of terms) {
        let tf = 0;
        for (const k of keys) {
          const toks = d.f[k] ?? [];
          const c = toks.filter((x) => x === t).length;
          tf += (weights[k] * c) / (1 - b + (b * toks.length) / avgLen[k]!);
        }
        const dft = df.get(t) ?? 0;
        if (tf > 0) score += Math.log(1 + (n - dft + 0.5) / (dft + 0.5)) * (tf / (k1 + tf));
      }
      return { id: d.id, score };
    })
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score);
}
