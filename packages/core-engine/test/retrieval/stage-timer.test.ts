import { describe, expect, it } from 'vitest';
import { stageTimer } from '../../src/retrieval/stage-timer.js';

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('stageTimer', () => {
  it('reports each stage once, in order, each with the time since the previous lap (the laps never overlap)', () => {
    const seen: [string, number][] = [];
    const start = performance.now();
    const lap = stageTimer((stage, ms) => seen.push([stage, ms]));
    busy(5);
    lap('postings');
    busy(5);
    lap('ranking');
    const outer = performance.now() - start;
    expect(seen.map(([s]) => s)).toEqual(['postings', 'ranking']);
    expect(seen.every(([, ms]) => ms >= 4)).toBe(true);
    expect(seen[0]![1] + seen[1]![1]).toBeLessThanOrEqual(outer);
  });

  it('does nothing without a trace', () => {
    expect(() => stageTimer(undefined)('anything')).not.toThrow();
  });
});
