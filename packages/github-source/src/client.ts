import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';
import Bottleneck from 'bottleneck';
import { silentLogger, type Logger } from '@sextant/core-engine';
import { createResponseCache, type ResponseCache, type ResponseCacheOptions } from './cache.js';
import { CACHE_HEADER, installCacheHook, type CacheHookStats } from './cache-hook.js';
import { toGitHubError } from './errors.js';
import { fetchWithTimeout } from './fetch-timeout.js';
import type { CacheState, CallMeta, RateLimitSnapshot } from './types.js';

/** Options of {@link createGitHubClient}. */
export interface GitHubClientOptions {
  /** REST API root (GITHUB_API_URL; `https://HOST/api/v3` for Enterprise Server). @default https://api.github.com */
  baseUrl?: string;
  /** Token; anonymous when absent. */
  token?: string;
  /** Cache options, or false to disable caching. @default in-memory LRU */
  cache?: ResponseCacheOptions | false;
  /** Retries after 5xx, network errors and timeouts. @default 3 */
  retries?: number;
  /** Multiplier applied to backoff and retry-after seconds, in ms (tests shrink it). @default 1000 */
  retryAfterBaseMs?: number;
  /** Longest retry-after worth waiting for on a rate limit, in seconds; longer waits fail with RATE_LIMITED. @default 60 */
  maxRateLimitWaitSeconds?: number;
  /** Minimum gap between search calls (GitHub allows 30 searches/minute). @default 2000 */
  searchMinTimeMs?: number;
  /** Per-request timeout. @default 20000 */
  timeoutMs?: number;
  /** fetch implementation. @default globalThis.fetch */
  fetch?: typeof fetch;
  userAgent?: string;
  logger?: Logger;
}

/** Client statistics: calls made, cache outcomes and the latest rate budget. */
export interface GitHubClientStats extends CacheHookStats {
  rateLimit?: RateLimitSnapshot;
}

/** A response plus how it was served. */
export interface GitHubResponse<T> {
  data: T;
  headers: Record<string, string>;
  cache: CacheState;
}

/** Thin layer over Octokit: throttling, retries, cache, typed errors. */
export interface GitHubClient {
  readonly octokit: Octokit;
  readonly baseUrl: string;
  /** GET (or other method) `route` with params; throws AppError. `meta` accumulates call facts when given. */
  request<T>(route: string, params?: Record<string, unknown>, meta?: CallMeta): Promise<GitHubResponse<T>>;
  stats(): GitHubClientStats;
  readonly cache?: ResponseCache;
}

/** Builds an Octokit with throttling, retry with backoff, timeouts and the ETag cache. */
export function createGitHubClient(opts: GitHubClientOptions = {}): GitHubClient {
  const log = opts.logger ?? silentLogger;
  const base = opts.retryAfterBaseMs ?? 1000;
  const maxWait = opts.maxRateLimitWaitSeconds ?? 60;
  const baseUrl = (opts.baseUrl ?? 'https://api.github.com').replace(/\/+$/, '');
  const MyOctokit = Octokit.plugin(throttling, retry);
  // Own limiter groups per client: the plugin's defaults are module globals with a fixed 2 s search gap.
  const common = { timeout: 120_000 };
  const octokit = new MyOctokit({
    baseUrl,
    auth: opts.token,
    userAgent: opts.userAgent ?? 'sextant-github-source',
    log: { debug: () => {}, info: () => {}, warn: (m: string) => log.warn(m), error: (m: string) => log.error(m) },
    request: { fetch: fetchWithTimeout(opts.timeoutMs ?? 20_000, opts.fetch) },
    retry: { retries: opts.retries ?? 3, retryAfterBaseValue: base },
    throttle: {
      retryAfterBaseValue: base,
      fallbackSecondaryRateRetryAfter: 60,
      global: new Bottleneck.Group({ maxConcurrent: 10, ...common }),
      search: new Bottleneck.Group({ maxConcurrent: 1, minTime: opts.searchMinTimeMs ?? 2000, ...common }),
      write: new Bottleneck.Group({ maxConcurrent: 1, minTime: 1000, ...common }),
      notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: 3000, ...common }),
      auth: new Bottleneck.Group({ maxConcurrent: 1, ...common }),
      onRateLimit: (retryAfter: number, o: { method: string; url: string }, _k: unknown, count: number) => {
        log.warn('github primary rate limit', { retryAfter, url: o.url, count });
        return retryAfter <= maxWait && count < 2;
      },
      onSecondaryRateLimit: (retryAfter: number, o: { method: string; url: string }, _k: unknown, count: number) => {
        log.warn('github secondary rate limit', { retryAfter, url: o.url, count });
        return retryAfter <= maxWait && count < 3;
      },
    } as never,
  });
  const cache = opts.cache === false ? undefined : createResponseCache(opts.cache ?? {});
  let rateLimit: RateLimitSnapshot | undefined;
  const hookStats = installCacheHook(octokit as unknown as Octokit, cache, (r) => (rateLimit = r), opts.token);

  return {
    octokit: octokit as unknown as Octokit,
    baseUrl,
    cache,
    async request<T>(route: string, params: Record<string, unknown> = {}, meta?: CallMeta) {
      const signal = meta && signals.get(meta);
      try {
        const res = await octokit.request(route, signal ? { ...params, request: { signal } } : params);
        const state = (res.headers as Record<string, string>)[CACHE_HEADER] as CacheState;
        if (meta) {
          meta.cache[state] += 1;
          if (state !== 'hit') meta.apiCalls += 1;
          if (rateLimit) meta.rateLimit = rateLimit;
        }
        return { data: res.data as T, headers: res.headers as Record<string, string>, cache: state };
      } catch (err) {
        throw toGitHubError(err, describe(route, params));
      }
    },
    stats: () => ({ ...hookStats, rateLimit }),
  };
}

// The abort signal of an operation rides along with its meta (kept out of the meta object callers see).
const signals = new WeakMap<CallMeta, AbortSignal>();

/** A fresh meta accumulator for one operation; its requests are cancelled by `signal`. */
export function newMeta(signal?: AbortSignal): CallMeta {
  const meta: CallMeta = { apiCalls: 0, cache: { hit: 0, revalidated: 0, miss: 0 } };
  if (signal) signals.set(meta, signal);
  return meta;
}

/** `GET /repos/{owner}/{repo}` with params → `GitHub GET /repos/acme/widgets`, for error messages. */
function describe(route: string, params: Record<string, unknown>): string {
  return `GitHub ${route.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `{${k}}`))}`;
}
