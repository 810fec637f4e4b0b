import type { RateLimitSnapshot } from './types.js';

type Headers = Record<string, string | number | undefined>;

/** Reads GitHub's `x-ratelimit-*` headers; undefined when the response carried none. */
export function parseRateLimit(headers: Headers | undefined): RateLimitSnapshot | undefined {
  const remaining = headers?.['x-ratelimit-remaining'];
  if (remaining === undefined) return undefined;
  const num = (k: string) => Number(headers?.[k] ?? 0);
  return {
    limit: num('x-ratelimit-limit'),
    remaining: Number(remaining),
    used: num('x-ratelimit-used'),
    resetAt: new Date(num('x-ratelimit-reset') * 1000).toISOString(),
    resource: String(headers?.['x-ratelimit-resource'] ?? 'core'),
  };
}
