import { describe, expect, it } from 'vitest';
import { createCountingCache } from '../src/cache.js';
import { withRetry, withTimeout } from '../src/retry.js';

describe('withRetry', () => {
  it('retries transient failures with the configured delays, then succeeds', async () => {
    const waits: number[] = [];
    let n = 0;
    const value = await withRetry(
      async () => {
        if (++n < 3) throw new Error('transient');
        return 'ok';
      },
      { delaysMs: [1, 2, 4], isTransient: () => true, onRetry: ({ delayMs }) => waits.push(delayMs) },
    );
    expect(value).toBe('ok');
    expect(waits).toEqual([1, 2]);
  });
  it('does not retry permanent failures and gives up after the last delay', async () => {
    let n = 0;
    await expect(
      withRetry(
        async () => {
          n++;
          throw new Error('permanent');
        },
        { delaysMs: [1, 1], isTransient: () => false },
      ),
    ).rejects.toThrow('permanent');
    expect(n).toBe(1);
    n = 0;
    await expect(
      withRetry(
        async () => {
          n++;
          throw new Error('flaky');
        },
        { delaysMs: [1, 1], isTransient: () => true },
      ),
    ).rejects.toThrow('flaky');
    expect(n).toBe(3);
  });
  it('times out a promise that never settles', async () => {
    await expect(withTimeout(new Promise(() => {}), 20, 'thing')).rejects.toMatchObject({ code: 'TIMEOUT' });
  });
});

describe('counting cache', () => {
  it('counts hits and misses and honours the store predicate', async () => {
    const cache = createCountingCache<string>({ max: 10 });
    expect(await cache.getOrLoad('a', async () => 'A')).toBe('A');
    expect(await cache.getOrLoad('a', async () => 'other')).toBe('A');
    expect(
      await cache.getOrLoad(
        'b',
        async () => 'B',
        () => false,
      ),
    ).toBe('B');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 3, size: 1 });
  });
});

describe('counting cache TTL', () => {
  it('drops entries after their time to live (historical indexer answers)', async () => {
    const cache = createCountingCache<string>({ max: 10, ttlMs: 30 });
    cache.set('k', 'v');
    expect(cache.get('k')).toBe('v');
    await new Promise((r) => setTimeout(r, 80));
    expect(cache.get('k')).toBeUndefined();
  });
});
