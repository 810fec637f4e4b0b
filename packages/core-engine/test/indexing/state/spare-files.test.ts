import { describe, expect, it } from 'vitest';
import { spareFilesCopy, takeFilesCopy } from '../../../src/indexing/state/spare-files.js';
import type { IndexState } from '../../../src/indexing/state/types.js';

const entry = (hash: string) => ({ hash, language: 'typescript', size: 1, chunks: [], defs: 0 });
const tableOf = (paths: string[]) =>
  Object.freeze(Object.fromEntries(paths.map((p) => [p, entry(p)]))) as unknown as IndexState['files'];

describe('a copy of the file table made ahead', () => {
  it('is taken once, in the table order, and changing it leaves the table as it was', () => {
    const files = tableOf(['b.ts', 'a.ts', '10', 'c/d.ts']);
    spareFilesCopy(files);
    const spare = takeFilesCopy(files);
    expect(Object.entries(spare)).toEqual(Object.entries(files));
    delete spare['a.ts'];
    spare['e.ts'] = entry('e');
    expect(Object.keys(files)).toEqual(['10', 'b.ts', 'a.ts', 'c/d.ts']);
    // Taken: the next copy is made afresh (the same as the table, not the changed spare).
    const again = takeFilesCopy(files);
    expect(again).not.toBe(spare);
    expect(Object.entries(again)).toEqual(Object.entries(files));
  });
});
