const STOP = new Set(
  'a an and are as at be by for from has have how in is it its of on or that the this to was what when where which who why will with'.split(
    ' ',
  ),
);

// Plural-only stemming: "fees" matches "fee" without the surprises of a full stemmer on identifiers.
const stem = (w: string) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);

/** Lower-case word tokens without stop words; keeps identifiers like `midnight_contractState` whole and split. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const word of text.toLowerCase().match(/[a-z0-9_]+/g) ?? []) {
    if (STOP.has(word)) continue;
    const raw = stem(word);
    out.push(raw);
    if (raw.includes('_')) for (const part of raw.split('_')) if (part && !STOP.has(part)) out.push(part);
  }
  return out;
}

/** Okapi BM25 scores of `query` against each document (k1 = 1.2, b = 0.75). */
export function bm25Scores(query: string, documents: readonly string[]): number[] {
  const docs = documents.map(tokenize);
  const avg = docs.reduce((s, d) => s + d.length, 0) / Math.max(1, docs.length);
  const terms = [...new Set(tokenize(query))];
  const df = new Map(terms.map((t) => [t, docs.filter((d) => d.includes(t)).length]));
  return docs.map((d) => {
    const tf = new Map<string, number>();
    for (const t of d) tf.set(t, (tf.get(t) ?? 0) + 1);
    let score = 0;
    for (const t of terms) {
      const f = tf.get(t) ?? 0;
      if (!f) continue;
      const n = df.get(t) ?? 0;
      const idf = Math.log(1 + (docs.length - n + 0.5) / (n + 0.5));
      score += (idf * f * 2.2) / (f + 1.2 * (1 - 0.75 + (0.75 * d.length) / (avg || 1)));
    }
    return score;
  });
}
