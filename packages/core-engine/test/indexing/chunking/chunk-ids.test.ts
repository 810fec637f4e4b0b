import { describe, expect, it } from 'vitest';
import { chunkAt, parseChunkId } from '../../../src/indexing/chunking/chunk-ids.js';

describe('chunk ids', () => {
  it('reads a path with colons and its line span back', () => {
    expect(parseChunkId('src/a:b.ts:10-20')).toEqual({ path: 'src/a:b.ts', start: 10, end: 20 });
  });

  it('finds the narrowest chunk covering a line, the same on every call', () => {
    const ids = ['f.ts:1-40', 'f.ts:5-12', 'f.ts:10-30', 'f.ts:41-60'];
    for (let i = 0; i < 2; i++) {
      expect(chunkAt(ids, 7)).toBe('f.ts:5-12');
      expect(chunkAt(ids, 11)).toBe('f.ts:5-12');
      expect(chunkAt(ids, 20)).toBe('f.ts:10-30');
      expect(chunkAt(ids, 41)).toBe('f.ts:41-60');
      expect(chunkAt(ids, 61)).toBeUndefined();
    }
    expect(chunkAt([], 1)).toBeUndefined();
  });
});
