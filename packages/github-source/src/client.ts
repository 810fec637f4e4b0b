import type { Octokit } from '@octokit/rest';
import { silentLogger, type Logger } from '@sextant/core-engine';
import { createResponseCache, type ResponseCache, type ResponseCacheOptions } from './cache.js';
import { CACHE_HEADER, installCacheHook, type CacheHookStats } from './cache-hook.js';
import { toGitHubError } from './errors.js';
import { buildOctokit } from './octokit.js';
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
  /** The configured Octokit (loaded on first use). */
  octokit(): Promise<Octokit>;
  readonly baseUrl: string;
  /** GET (or other method) `route` with params; throws AppError. `meta` accumulates call facts when given. */
  request<T>(route: string, params?: Record<string, unknown>, meta?: CallMeta): Promise<GitHubResponse<T>>;
  stats(): GitHubClientStats;
  readonly cache?: ResponseCache;
}

/** Builds an Octokit with throttling, retry with backoff, timeouts and the ETag cache. */
export function createGitHubClient(opts: GitHubClientOptions = {}): GitHubClient {
  const log = opts.logger ?? silentLogger;
  const baseUrl = (opts.baseUrl ?? 'https://api.github.com').replace(/\/+$/, '');
  const cache = opts.cache === false ? undefined : createResponseCache(opts.cache ?? {});
  let rateLimit: RateLimitSnapshot | undefined;
  const hookStats: CacheHookStats = { requests: 0, apiCalls: 0, hits: 0, revalidated: 0, misses: 0 };
  // Octokit and its plugins load on the first request: a server that never calls GitHub starts faster.
  let ready: Promise<Octokit> | undefined;
  const octokit = () =>
    (ready ??= buildOctokit({ ...opts, baseUrl }, log).then((o) => {
      installCacheHook(o, cache, (r) => (rateLimit = r), opts.token, hookStats);
      return o;
    }));

  return {
    octokit,
    baseUrl,
    cache,
    async request<T>(route: string, params: Record<string, unknown> = {}, meta?: CallMeta) {
      const signal = meta && signals.get(meta);
      try {
        const res = await (await octokit()).request(route, signal ? { ...params, request: { signal } } : params);
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
