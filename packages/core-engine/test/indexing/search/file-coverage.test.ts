import { describe, expect, it } from 'vitest';
import { coverageMatches } from '../../../src/indexing/search/file-coverage.js';

describe('file coverage', () => {
  it('ranks the file whose chunks hold the question’s words together above one chunk holding one word', () => {
    const pool = [
      { id: 'src/model.ts:1-9', text: 'export function applyNumberCast(value) { return toNumber(value) }' },
      { id: 'src/model.ts:10-20', text: 'function onModifierChange(event) { listen(el, "change") }' },
      { id: 'src/number.ts:1-9', text: 'export const toNumber = (v) => parseFloat(v) // number helpers' },
      { id: 'src/other.ts:1-9', text: 'const x = 1' },
    ];
    expect(coverageMatches(pool, ['number', 'modifier', 'change'], 10)).toEqual(['src/model.ts', 'src/number.ts']);
    // A file with one hit is left to the chunk ranking when two are asked for.
    expect(coverageMatches(pool, ['number', 'modifier', 'change'], 10, 2)).toEqual(['src/model.ts']);
  });

  it('says nothing for a one-word query, or where every file holds one hit (the chunk ranking answers those)', () => {
    expect(coverageMatches([{ id: 'a.ts:1-2', text: 'number' }], ['number'], 10)).toEqual([]);
    const oneEach = [
      { id: 'a.py:1-9', text: 'def parse_number(s): return int(s)' },
      { id: 'b.py:1-9', text: 'def on_change(cb): cb()' },
    ];
    expect(coverageMatches(oneEach, ['number', 'change'], 10)).toEqual([]);
  });
});
