import { LRUCache } from 'lru-cache';

/** Hit/miss counters a cache reports (bench and system_health show them). */
export interface CacheStats {
  hits: number;
  misses: number;
  size: number;
  hitRate: number;
}

/** A small LRU with optional TTL that counts hits; values must be non-null objects or primitives. */
export interface CountingCache<V extends NonNullable<unknown>> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  /** Returns the cached value or computes, stores (when `store(value)` allows) and returns it. */
  getOrLoad(key: string, load: () => Promise<V>, store?: (value: V) => boolean): Promise<V>;
  clear(): void;
  stats(): CacheStats;
}

/** Creates a counting LRU; `ttlMs` 0 means entries never expire (immutable data such as finalized blocks). */
export function createCountingCache<V extends NonNullable<unknown>>(opts: {
  max: number;
  ttlMs?: number;
}): CountingCache<V> {
  const lru = new LRUCache<string, V>({ max: opts.max, ...(opts.ttlMs ? { ttl: opts.ttlMs } : {}) });
  let hits = 0;
  let misses = 0;
  const get = (key: string) => {
    const v = lru.get(key);
    if (v === undefined) misses++;
    else hits++;
    return v;
  };
  return {
    get,
    set: (key, value) => void lru.set(key, value),
    async getOrLoad(key, load, store = () => true) {
      const cached = get(key);
      if (cached !== undefined) return cached;
      const value = await load();
      if (store(value)) lru.set(key, value);
      return value;
    },
    clear: () => lru.clear(),
    stats: () => ({ hits, misses, size: lru.size, hitRate: hits + misses === 0 ? 0 : hits / (hits + misses) }),
  };
}
