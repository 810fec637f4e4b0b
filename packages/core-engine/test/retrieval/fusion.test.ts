import { describe, expect, it } from 'vitest';
import { reciprocalRankFusion } from '../../src/retrieval/fusion.js';

describe('reciprocalRankFusion', () => {
  it('rewards agreement between signals and honours weights', () => {
    const fused = reciprocalRankFusion([
      { signal: 'lexical', weight: 1, ids: ['a', 'b', 'c'] },
      { signal: 'symbol', weight: 2, ids: ['c', 'b'] },
    ]);
    expect(fused.map((f) => f.id)).toEqual(['c', 'b', 'a']);
    expect(fused[0]!.ranks).toEqual({ lexical: 3, symbol: 1 });
  });
});
