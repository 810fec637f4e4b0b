import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';

/** What kind of resource a cached response is; each kind has its own freshness window. */
export type CacheKind = 'search' | 'contents' | 'trees' | 'pulls' | 'repos' | 'other';

/** A stored GET response plus what is needed to revalidate it. */
export interface CachedResponse {
  url: string;
  status: number;
  headers: Record<string, string>;
  data: unknown;
  etag?: string;
  lastModified?: string;
  /** Epoch ms until which the entry is served without asking GitHub. */
  freshUntil: number;
  kind: CacheKind;
}

/** Options of {@link createResponseCache}. */
export interface ResponseCacheOptions {
  /** Max entries in memory. @default 500 */
  maxEntries?: number;
  /** Seconds an entry stays fresh, per kind. @default search 60, contents 300, trees 300, pulls 120, repos 600, other 60 */
  ttlSeconds?: Partial<Record<CacheKind, number>>;
  /** Directory for an on-disk copy that survives restarts (entries are revalidated with ETags). */
  dir?: string;
  /** Clock, for tests. @default Date.now */
  now?: () => number;
}

/** Memory LRU (optionally backed by disk) of GET responses with ETag/Last-Modified validators. */
export interface ResponseCache {
  get(key: string): Promise<CachedResponse | undefined>;
  /** Stores an entry (or marks it fresh again after a 304). */
  set(key: string, entry: Omit<CachedResponse, 'freshUntil'>): Promise<CachedResponse>;
  isFresh(entry: CachedResponse): boolean;
  clear(): void;
  readonly size: number;
}

export const DEFAULT_TTL_SECONDS: Record<CacheKind, number> = {
  search: 60,
  contents: 300,
  trees: 300,
  pulls: 120,
  repos: 600,
  other: 60,
};

/** Classifies an API path into a cache kind. */
export function cacheKindOf(url: string): CacheKind {
  const path = url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/api\/v3/, '');
  if (path.startsWith('/search/')) return 'search';
  if (/^\/repos\/[^/]+\/[^/]+\/(contents|git\/blobs)\b/.test(path)) return 'contents';
  if (/^\/repos\/[^/]+\/[^/]+\/git\/trees\b/.test(path)) return 'trees';
  if (/^\/repos\/[^/]+\/[^/]+\/pulls\b/.test(path)) return 'pulls';
  if (/^\/repos\/[^/]+\/[^/]+(\?|$)/.test(path)) return 'repos';
  return 'other';
}

export function createResponseCache(opts: ResponseCacheOptions = {}): ResponseCache {
  const ttl = { ...DEFAULT_TTL_SECONDS, ...opts.ttlSeconds };
  const now = opts.now ?? Date.now;
  const memory = new LRUCache<string, CachedResponse>({ max: opts.maxEntries ?? 500 });
  const file = (key: string) => join(opts.dir!, `${createHash('sha256').update(key).digest('hex')}.json`);
  let dirReady: Promise<unknown> | undefined;

  async function persist(key: string, entry: CachedResponse) {
    if (!opts.dir) return;
    dirReady ??= mkdir(opts.dir, { recursive: true });
    await dirReady;
    await writeFile(file(key), JSON.stringify(entry)).catch(() => undefined); // disk is best effort
  }

  return {
    async get(key) {
      const hit = memory.get(key);
      if (hit || !opts.dir) return hit;
      try {
        const entry = JSON.parse(await readFile(file(key), 'utf8')) as CachedResponse;
        memory.set(key, entry);
        return entry;
      } catch {
        return undefined;
      }
    },
    async set(key, entry) {
      const full = { ...entry, freshUntil: now() + ttl[entry.kind] * 1000 };
      memory.set(key, full);
      await persist(key, full);
      return full;
    },
    isFresh: (entry) => entry.freshUntil > now(),
    clear: () => memory.clear(),
    get size() {
      return memory.size;
    },
  };
}
