/** Rate budget GitHub reported with the latest response (`x-ratelimit-*` headers). */
export interface RateLimitSnapshot {
  limit: number;
  remaining: number;
  used: number;
  /** When the window resets, ISO 8601. */
  resetAt: string;
  /** The bucket: `core`, `search`, `code_search`… */
  resource: string;
}

/** How a response was served: from the cache without a call, revalidated by a free 304, or fetched. */
export type CacheState = 'hit' | 'revalidated' | 'miss';

/** Facts about the calls one operation made. */
export interface CallMeta {
  /** Network requests made (a 304 revalidation counts; a fresh cache hit does not). */
  apiCalls: number;
  cache: Record<CacheState, number>;
  /** Budget after the last call, when GitHub reported one. */
  rateLimit?: RateLimitSnapshot;
}

/** Every operation returns its data with the call facts beside it. */
export type WithMeta<T> = T & { meta: CallMeta };

/** `owner/repo` plus an optional ref. */
export interface RepoRef {
  owner: string;
  repo: string;
  /** Branch, tag or commit SHA; the default branch when absent. */
  ref?: string;
  /** Cancels the GitHub requests of the operation. */
  signal?: AbortSignal;
}
