import { describe, expect, it } from 'vitest';
import { fileLines } from '../../../src/indexing/search/file-lines.js';
import { presentResults } from '../../../src/indexing/search/present.js';
import type { RankedChunk } from '../../../src/indexing/search/hybrid-search.js';

const file = [
  '// head',
  'export function a() {',
  '  return 1;',
  '}',
  '',
  'export function b() {',
  '  return 2;',
  '}',
  '',
];

const hit = (start: number, end: number, text = file.slice(start - 1, end).join('\n'), score = 1): RankedChunk => ({
  chunk: { id: `src/x.ts:${start}-${end}`, text, metadata: { path: 'src/x.ts', start_line: start, end_line: end } },
  score,
  signals: { lexical: 1 },
});

describe('presentResults', () => {
  const reads: string[] = [];
  const readLines = async (path: string) => {
    reads.push(path);
    return fileLines(Buffer.from(file.join('\n')));
  };

  it('shows a lone chunk without context as its own lines, reading no file', async () => {
    reads.length = 0;
    const out = await presentResults([hit(2, 4)], { k: 5, contextLines: 0, readLines });
    expect(out.map((r) => [r.start_line, r.end_line, r.snippet])).toEqual([[2, 4, file.slice(1, 4).join('\n')]]);
    expect(reads).toEqual([]);
  });

  it('merges neighbouring chunks into the lines the file holds between them', async () => {
    reads.length = 0;
    const out = await presentResults([hit(2, 4), hit(6, 8, undefined, 0.5)], { k: 5, contextLines: 1, readLines });
    expect(out.map((r) => [r.start_line, r.end_line, r.snippet])).toEqual([[1, 8, file.slice(0, 8).join('\n')]]);
    expect(reads).toEqual(['src/x.ts']);
  });

  it('shows the indexed text when the file no longer holds the chunk', async () => {
    const stale = hit(2, 4, 'export function a() {\n  return 0;\n}');
    const out = await presentResults([stale], { k: 5, contextLines: 2, readLines });
    expect(out.map((r) => [r.start_line, r.end_line, r.snippet])).toEqual([[2, 4, stale.chunk.text]]);
  });
});
