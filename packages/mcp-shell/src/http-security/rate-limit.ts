/** A token bucket: `burst` requests at once, refilled at `perMinute`. */
export interface RateLimit {
  perMinute: number;
  /** @default perMinute */
  burst?: number;
}

export type RateVerdict = { ok: true } | { ok: false; retryAfterS: number };

/** Per-client token buckets; each client has its own limit (or none). */
export function createRateLimiter(now: () => number = () => Date.now()) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(clientId: string, limit: RateLimit | undefined): RateVerdict {
      if (!limit) return { ok: true };
      const burst = limit.burst ?? limit.perMinute;
      const perMs = limit.perMinute / 60_000;
      const t = now();
      const b = buckets.get(clientId) ?? { tokens: burst, at: t };
      b.tokens = Math.min(burst, b.tokens + (t - b.at) * perMs);
      b.at = t;
      buckets.set(clientId, b);
      if (b.tokens >= 1) {
        b.tokens -= 1;
        return { ok: true };
      }
      return { ok: false, retryAfterS: Math.max(1, Math.ceil((1 - b.tokens) / perMs / 1000)) };
    },
  };
}
