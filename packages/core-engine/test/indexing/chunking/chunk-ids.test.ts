import { describe, expect, it } from 'vitest';
import { chunkAt, parseChunkId } from '../../../src/indexing/chunking/chunk-ids.js';

describe('chunk ids', () => {
  it('reads a path with colons and its line span back', () => {
    expect(parseChunkId('src/a:b.ts:10-20')).toEqual({ path: 'src/a:b.ts', start: 10, end: 20 });
  });

  it('reads odd ids as splitting the span on dashes did', () => {
    // The reading before it was done in place: every id below must come back the same.
    const bySplit = (id: string) => {
      const colon = id.lastIndexOf(':');
      const [start, end] = id
        .slice(colon + 1)
        .split('-')
        .map(Number);
      return { path: id.slice(0, colon), start: start ?? 1, end: end ?? start ?? 1 };
    };
    const ids = [
      'a.ts:7',
      'a.ts:',
      'a.ts:5-',
      'a.ts:-5',
      'a.ts:1-2-3',
      'a-b.ts:12-340',
      'no-colon',
      'a.ts: 4-x',
      'a.ts:0x10-2',
      'a.ts:12345678901234567890-99999999999999999999',
    ];
    for (const id of ids) expect(parseChunkId(id), id).toEqual(bySplit(id));
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
