/** Keys split into those a cache holds (with their values) and those it does not, in the keys' order. */
export function cachedSplit<K, V>(
  keys: Iterable<K>,
  get: (key: K) => V | undefined,
): { found: Map<K, V>; missing: K[] } {
  const found = new Map<K, V>();
  const missing: K[] = [];
  for (const key of keys) {
    const value = get(key);
    if (value === undefined) missing.push(key);
    else found.set(key, value);
  }
  return { found, missing };
}
