/** Terms of a text: identifiers split on camelCase and snake_case, lower-cased, plus the whole identifier. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const word of text.match(/[A-Za-z_$][\w$]*|\d+/g) ?? []) {
    const lower = word.toLowerCase();
    out.push(lower);
    const parts = word.split(/_|(?<=[a-z0-9])(?=[A-Z])/).filter((p) => p.length > 1);
    if (parts.length > 1) for (const p of parts) out.push(p.toLowerCase());
  }
  return out;
}

/** A BM25 ranking over documents held as term-frequency maps (k1 1.2, b 0.75). */
export function bm25(
  docs: readonly { tf: Record<string, number>; length: number }[],
  query: string[],
  k1 = 1.2,
  b = 0.75,
): number[] {
  const n = docs.length;
  const avg = docs.reduce((s, d) => s + d.length, 0) / Math.max(1, n);
  const unique = [...new Set(query)];
  const idf = new Map(
    unique.map((t) => {
      const df = docs.reduce((c, d) => c + (d.tf[t] ? 1 : 0), 0);
      return [t, Math.log(1 + (n - df + 0.5) / (df + 0.5))];
    }),
  );
  return docs.map((d) =>
    unique.reduce((score, t) => {
      const f = d.tf[t] ?? 0;
      return f === 0 ? score : score + (idf.get(t) ?? 0) * ((f * (k1 + 1)) / (f + k1 * (1 - b + (b * d.length) / avg)));
    }, 0),
  );
}

/** Term frequencies of a text. */
export function termFrequencies(text: string): { tf: Record<string, number>; length: number } {
  const tf: Record<string, number> = {};
  const list = terms(text);
  for (const t of list) tf[t] = (tf[t] ?? 0) + 1;
  return { tf, length: list.length };
}
