import { describe, expect, it } from 'vitest';
import { fileLines } from '../../../src/indexing/search/file-lines.js';

const texts = [
  '',
  'one line',
  'a\nb\nc',
  'ends with a newline\n',
  '\n\nblank lines first\n\n',
  'crlf\r\nlines\r\n',
  'ünïcödé ✓\n𝒳 astral\nlast',
];

describe('fileLines', () => {
  it.each(texts)('gives the lines text.split("\\n") gives: %j', (text) => {
    const want = text.split('\n');
    const lines = fileLines(Buffer.from(text));
    expect(lines.slice(0, want.length + 3)).toEqual(want);
    expect(want.map((_, i) => lines.at(i))).toEqual(want);
    expect(lines.at(want.length)).toBeUndefined();
    expect(lines.countUpTo(1000)).toBe(want.length);
    expect(lines.countUpTo(1)).toBe(1);
    expect(lines.slice(1, 2)).toEqual(want.slice(1, 2));
  });

  it('decodes a broken UTF-8 sequence before a newline as the whole text does', () => {
    const buf = Buffer.concat([Buffer.from('ok\n'), Buffer.from([0xe2, 0x82]), Buffer.from('\nnext')]);
    expect(fileLines(buf).slice(0, 10)).toEqual(buf.toString('utf8').split('\n'));
  });

  it('finds the lines asked for without reading on to the end', () => {
    const lines = fileLines(Buffer.from(Array.from({ length: 100_000 }, (_, i) => `line ${i + 1}`).join('\n')));
    expect(lines.slice(41, 43)).toEqual(['line 42', 'line 43']);
    expect(lines.countUpTo(50)).toBe(50);
    expect(lines.countUpTo(200_000)).toBe(100_000);
  });
});
