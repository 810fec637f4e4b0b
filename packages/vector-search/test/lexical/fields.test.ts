import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StoredChunk } from '@sextant/core-engine';
import { tokenizeCode } from '@sextant/core-engine/retrieval';
import { describe, expect, it } from 'vitest';
import { createLexicalFields, lexicalFields } from '../../src/lexical/fields.js';

const str = (v: unknown) => (typeof v === 'string' ? v : '');
// The fields as they were defined before the single-pass token strings: tokenizeCode joined by spaces.
const before = (c: StoredChunk) => ({
  symbol: tokenizeCode(str(c.metadata.symbol)).join(' '),
  path: tokenizeCode(str(c.metadata.path).replace(/\.[A-Za-z0-9]+$/, '')).join(' '),
  doc: tokenizeCode(str(c.metadata.doc)).join(' '),
  body: tokenizeCode(c.text).join(' '),
});

const chunk = (path: unknown, text: string, symbol: unknown = null, doc: unknown = null): StoredChunk => ({
  id: `${String(path)}:1-1`,
  text,
  metadata: { path: path as string, symbol: symbol as string, doc: doc as string, kind: null },
});

describe('lexicalFields', () => {
  it('equals tokenizeCode joined by spaces for every field, on this package sources chunk by chunk', () => {
    const root = fileURLToPath(new URL('../../src', import.meta.url));
    const files = readdirSync(root, { withFileTypes: true, recursive: true }).filter((e) => e.isFile());
    expect(files.length).toBeGreaterThan(20);
    for (const e of files) {
      const path = relative(root, join(e.parentPath, e.name));
      const lines = readFileSync(join(e.parentPath, e.name), 'utf8').split('\n');
      // Overlapping 60-line windows, like the chunker's text windows, each named after a symbol of its first line.
      for (let s = 0; s < lines.length; s += 50) {
        const text = lines.slice(s, s + 60).join('\n');
        const c = chunk(`src/${path}`, text, lines[s]!.trim().split(' ').pop(), lines[s + 1]);
        expect(lexicalFields(c)).toEqual(before(c));
      }
    }
  });

  it('handles odd paths, missing metadata and files interleaved', () => {
    const cases = [
      chunk('a/b/HTTPServer.test.ts', 'class HTTPServer {}', 'HTTPServer.listen', '/** Starts it. */'),
      chunk('.eslintrc', '{}'),
      chunk('Makefile', 'all:\n\tmake build'),
      chunk('dir.v2/no_ext', 'x'),
      chunk(undefined, '', undefined, 42),
      chunk('a/b/HTTPServer.test.ts', 'getUserName()'),
      chunk('src/caf\u00e9/\u4e2d.md', '# caf\u00e9 \u{1F600} snake_case'),
    ];
    for (const c of [...cases, ...cases.reverse()]) expect(lexicalFields(c)).toEqual(before(c));
  });

  it('gives the same fields from a splitter remembering the last path, with two splitters interleaved', () => {
    const files = [
      'a/b/HTTPServer.test.ts',
      'a/b/HTTPServer.test.ts',
      '.eslintrc',
      '',
      'src/x.ts',
      'src/x.ts',
      'Makefile',
    ];
    const cases = files.map((path, i) => chunk(path, `getUserName${i}()`));
    const [one, two] = [createLexicalFields(), createLexicalFields()];
    const reversed = [...cases].reverse();
    cases.forEach((c, i) => {
      expect(one(c)).toEqual(before(c));
      expect(two(reversed[i]!)).toEqual(before(reversed[i]!));
    });
  });

  it('keeps pre-tokenized fields as they are', () => {
    const lexical = { symbol: 's', path: 'p', doc: 'd', body: 'b' };
    expect(lexicalFields({ ...chunk('a.ts', 'text'), lexical })).toBe(lexical);
  });
});
