import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../src/http-security/rate-limit.js';

describe('token bucket per client', () => {
  it('allows a burst, then refuses with the seconds until the next token, and refills', () => {
    let t = 0;
    const limiter = createRateLimiter(() => t);
    const limit = { perMinute: 6, burst: 2 };
    expect(limiter.take('a', limit).ok).toBe(true);
    expect(limiter.take('a', limit).ok).toBe(true);
    expect(limiter.take('a', limit)).toEqual({ ok: false, retryAfterS: 10 });
    expect(limiter.take('b', limit).ok).toBe(true);
    t += 10_000;
    expect(limiter.take('a', limit).ok).toBe(true);
    expect(limiter.take('a', undefined).ok).toBe(true);
  });
});
