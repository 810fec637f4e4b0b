import { describe, expect, it } from 'vitest';
import { decodeFileResult, encodeFileResult } from '../../src/indexing/file-result-codec.js';
import type { FileResult } from '../../src/ports/file-processing.js';

describe('file result codec', () => {
  it('round-trips chunks with and without lexical fields, odd characters and symbols', () => {
    const r: FileResult = {
      language: 'typescript',
      chunks: [
        {
          id: 'a.ts:1-3',
          text: 'const s = "q\\"uote";\n\t\u0000 emoji \u{1F600} é',
          metadata: { path: 'a.ts', start_line: 1, symbol: null, kind: 'function' },
          lexical: { symbol: '', path: 'a', doc: 'x "y"', body: 'const s q uot' },
        },
        { id: 'a.ts:5-5', text: '', metadata: { path: 'a.ts' } },
        {
          id: 'a.ts:6-9',
          text: '}\n',
          metadata: { path: 'a.ts' },
          lexical: { symbol: 'f', path: '', doc: '', body: '' },
        },
      ],
      symbols: {
        defs: [{ name: 'f', kind: 'function', start: 6, end: 9 }],
        refs: { constructor: 2, x: 1 },
        imports: ['./b.js'],
      },
    };
    expect(decodeFileResult(encodeFileResult(r))).toEqual(r);
  });
});
