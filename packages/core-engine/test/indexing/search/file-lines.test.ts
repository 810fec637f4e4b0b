import { describe, expect, it } from 'vitest';
import { fileLines, linesReading } from '../../../src/indexing/search/file-lines.js';

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

describe('linesReading', () => {
  // Reads from `buf` as a file descriptor would, counting the bytes it was asked for.
  const reader = (buf: Buffer) => {
    const seen = { bytes: 0 };
    const read = (into: Buffer, at: number) => {
      const n = buf.copy(into, 0, at);
      seen.bytes += n;
      return n;
    };
    return { seen, read };
  };

  it.each(texts)('gives the lines of the file as fileLines gives those of its bytes: %j', (text) => {
    const buf = Buffer.from(text);
    const want = text.split('\n');
    const lines = linesReading(buf.length, reader(buf).read);
    expect(want.map((_, i) => lines.at(i))).toEqual(want);
    expect(lines.slice(0, want.length + 3)).toEqual(want);
    expect(lines.countUpTo(1000)).toBe(want.length);
  });

  it('reads a long file only as far as the lines asked for', () => {
    const buf = Buffer.from(Array.from({ length: 200_000 }, (_, i) => `line ${i + 1}`).join('\n'));
    const { seen, read } = reader(buf);
    const lines = linesReading(buf.length, read);
    expect(lines.slice(41, 43)).toEqual(['line 42', 'line 43']);
    expect(seen.bytes).toBeLessThan(buf.length / 10);
    expect(lines.at(199_999)).toBe('line 200000');
    expect(lines.countUpTo(300_000)).toBe(200_000);
  });

  it('reads only the lines shown when where lines start is known from an earlier read of the file', () => {
    const buf = Buffer.from(Array.from({ length: 200_000 }, (_, i) => `line ${i + 1}`).join('\n'));
    const known = { starts: [0], done: false };
    expect(linesReading(buf.length, reader(buf).read, known).at(150_000)).toBe('line 150001');
    const { seen, read } = reader(buf);
    const again = linesReading(buf.length, read, known);
    expect(again.slice(149_990, 150_010)).toEqual(Array.from({ length: 20 }, (_, i) => `line ${149_991 + i}`));
    expect(again.countUpTo(150_000)).toBe(150_000);
    expect(seen.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(again.at(199_999)).toBe('line 200000');
    expect(again.at(200_000)).toBeUndefined();
    expect(known.done).toBe(true);
  });

  it('ends the file where a read fails or comes up short (a file cut since it was opened)', () => {
    const buf = Buffer.from('a\nb\n'.repeat(40_000));
    const known = { starts: [0], done: false };
    const cut = linesReading(buf.length * 2, reader(buf).read, known);
    expect(cut.countUpTo(1_000_000)).toBe(80_001);
    expect(known).toMatchObject({ done: true, broken: true });
    const failing = linesReading(buf.length, (into, at) => {
      if (at > 0) throw new Error('EIO');
      return buf.copy(into, 0, at);
    });
    // The first read (64 KiB) holds 32,768 whole lines, and the empty one after the last newline.
    expect(failing.countUpTo(1_000_000)).toBe(32_769);
    expect(failing.at(32_768)).toBe('');
  });
});
