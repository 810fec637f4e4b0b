import { createHash } from 'node:crypto';
import type { Octokit } from '@octokit/rest';
import { cacheKindOf, type ResponseCache } from './cache.js';
import { parseRateLimit } from './rate-limit.js';
import type { CacheState, RateLimitSnapshot } from './types.js';

/** Pseudo header carrying how the response was served. */
export const CACHE_HEADER = 'x-sextant-cache';

/** Counters of the cache hook. */
export interface CacheHookStats {
  requests: number;
  apiCalls: number;
  hits: number;
  revalidated: number;
  misses: number;
}

type Response = { status: number; url: string; headers: Record<string, string>; data: unknown };

/**
 * Outermost request hook: serves fresh GET responses from the cache, revalidates stale ones with
 * If-None-Match / If-Modified-Since (a 304 costs no rate limit) and records the rate budget.
 */
export function installCacheHook(
  octokit: Octokit,
  cache: ResponseCache | undefined,
  onRateLimit: (r: RateLimitSnapshot) => void,
  token: string | undefined,
  stats: CacheHookStats,
): void {
  // The credential is part of the key: one token's private data never answers another token's call.
  const who = token ? createHash('sha256').update(token).digest('hex').slice(0, 12) : 'anon';
  const record = (headers: Record<string, string> | undefined) => {
    const rate = parseRateLimit(headers);
    if (rate) onRateLimit(rate);
  };
  octokit.hook.wrap('request', async (request, options) => {
    stats.requests += 1;
    const { method, url, headers } = octokit.request.endpoint.parse(options as never) as {
      method: string;
      url: string;
      headers: Record<string, string>;
    };
    const cacheable = cache && method === 'GET' && !/\/(tarball|zipball)\//.test(url);
    const key = `${url} ${headers.accept ?? ''} ${who}`;
    const cached = cacheable ? await cache.get(key) : undefined;
    if (cached && cache?.isFresh(cached)) {
      stats.hits += 1;
      return served(cached, 'hit');
    }
    if (cached) {
      options.headers = { ...options.headers };
      if (cached.etag) options.headers['if-none-match'] = cached.etag;
      if (cached.lastModified) options.headers['if-modified-since'] = cached.lastModified;
    }
    stats.apiCalls += 1;
    try {
      const res = (await request(options)) as unknown as Response;
      record(res.headers);
      if (cacheable && res.status === 200 && isJsonLike(res.data)) {
        await cache.set(key, {
          url: res.url,
          status: res.status,
          headers: pickHeaders(res.headers),
          data: res.data,
          etag: res.headers.etag,
          lastModified: res.headers['last-modified'],
          kind: cacheKindOf(url),
        });
      }
      stats.misses += 1;
      return { ...res, headers: { ...res.headers, [CACHE_HEADER]: 'miss' } } as never;
    } catch (err) {
      const res = (err as { status?: number; response?: Response }).response;
      record(res?.headers);
      if (cached && (err as { status?: number }).status === 304) {
        stats.revalidated += 1;
        const fresh = await cache!.set(key, {
          ...cached,
          headers: { ...cached.headers, ...pickHeaders(res?.headers) },
        });
        return served(fresh, 'revalidated');
      }
      throw err;
    }
  });
}

function served(
  entry: { status: number; url: string; headers: Record<string, string>; data: unknown },
  state: CacheState,
) {
  return {
    status: entry.status,
    url: entry.url,
    data: entry.data,
    headers: { ...entry.headers, [CACHE_HEADER]: state },
  } as never;
}

const KEPT_HEADERS = /^(etag|last-modified|link|content-type|x-ratelimit-.*)$/;
function pickHeaders(headers: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(headers ?? {}).filter(([k]) => KEPT_HEADERS.test(k)));
}

const isJsonLike = (data: unknown) =>
  data !== null && typeof data === 'object' && !(data instanceof ArrayBuffer) && !ArrayBuffer.isView(data);
