import { describe, expect, it } from 'vitest';
import { reconnectDelay } from '../../src/node/backoff-provider.js';

describe('reconnectDelay', () => {
  it('tries at once, follows the retry delays, then doubles up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((a) => reconnectDelay(a, [1000, 2000, 4000]))).toEqual([
      0, 1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(reconnectDelay(2, [], 500)).toBe(500);
  });
});
