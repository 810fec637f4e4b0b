import { describe, expect, it } from 'vitest';
import { loadSplit, measure } from '../../bench/injection/measure.js';

// A quality gate on fixed files (test/injection/fixtures): the held-out test split was written before the screen
// was redesigned and never tuned on. `pnpm bench` in this package prints the figures of every split.
describe('prompt-injection corpus', () => {
  it('has at least 200 injected and 200 benign samples in both the dev and the held-out test split', () => {
    for (const part of ['dev', 'test'] as const) {
      const f = measure(loadSplit(part));
      expect(f.injected, part).toBeGreaterThanOrEqual(200);
      expect(f.benign, part).toBeGreaterThanOrEqual(200);
    }
  });

  it('meets the aims of issue 15 on the held-out test split: recall >= 0.95, false positives <= 2 %', () => {
    const test = measure(loadSplit('test'));
    expect(test.recall).toBeGreaterThanOrEqual(0.95);
    expect(test.falsePositiveRate).toBeLessThanOrEqual(0.02);
  });

  it('keeps the dev split (tuned on) at the same aims', () => {
    const dev = measure(loadSplit('dev'));
    expect(dev.recall).toBeGreaterThanOrEqual(0.95);
    expect(dev.falsePositiveRate).toBeLessThanOrEqual(0.02);
  });
});
