import { describe, expect, it } from 'vitest';
import { chunkFile } from '../../../src/indexing/chunking/chunk.js';
import type { SymbolDefinition } from '../../../src/ports/language-adapter.js';

const def = (name: string, start: number, end: number, kind = 'function'): SymbolDefinition => ({
  name,
  kind,
  start: { line: start, column: 1 },
  end: { line: end, column: 1 },
});
const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`).join('\n');

describe('chunkFile', () => {
  it('makes one chunk per definition; nested definitions stay inside their parent', () => {
    const chunks = chunkFile({ path: 'a.ts', language: 'typescript', content: lines(30) }, [
      def('Outer', 3, 20, 'class'),
      def('inner', 5, 10),
      def('after', 22, 25),
    ]);
    expect(chunks.map((c) => [c.symbol ?? null, c.startLine, c.endLine])).toEqual([
      [null, 1, 2],
      ['Outer', 3, 20],
      [null, 21, 21],
      ['after', 22, 25],
      [null, 26, 30],
    ]);
  });

  it('splits a definition longer than maxLines at its children, qualified by the parent', () => {
    const chunks = chunkFile(
      { path: 'a.ts', language: 'typescript', content: lines(40) },
      [def('Big', 1, 40, 'class'), def('m1', 5, 15), def('m2', 20, 30)],
      { maxLines: 20 },
    );
    expect(chunks.map((c) => [c.symbol, c.startLine, c.endLine])).toEqual([
      ['Big', 1, 4],
      ['Big.m1', 5, 15],
      ['Big', 16, 19],
      ['Big.m2', 20, 30],
      ['Big', 31, 40],
    ]);
  });

  it('windows plain text with overlap', () => {
    const chunks = chunkFile({ path: 'n.md', language: 'markdown', content: lines(25) }, [], {
      windowLines: 10,
      overlapLines: 2,
    });
    expect(chunks.map((c) => [c.startLine, c.endLine])).toEqual([
      [1, 10],
      [9, 18],
      [17, 25],
    ]);
    expect(chunks[0]!.id).toBe('n.md:1-10');
  });

  it('bounds chunks in bytes: long line runs are cut, a single huge line is truncated, ids stay unique', () => {
    const long = 'x'.repeat(3000);
    const content = [...Array.from({ length: 8 }, () => long), 'é'.repeat(5000), 'tail'].join('\n');
    const chunks = chunkFile({ path: 'd.json', language: 'json', content }, [], { maxBytes: 7000 });
    for (const c of chunks) expect(Buffer.byteLength(c.text)).toBeLessThanOrEqual(7000);
    expect(chunks.map((c) => [c.startLine, c.endLine])).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
      [7, 8],
      [9, 9],
      [10, 10],
    ]);
    expect(chunks[4]!.text).toBe('é'.repeat(3500));
    expect(new Set(chunks.map((c) => c.id)).size).toBe(chunks.length);
  });

  it('keeps the symbol of a definition whose chunk is cut by the byte bound', () => {
    const content = Array.from({ length: 10 }, (_, i) => `  const v${i} = '${'y'.repeat(990)}';`).join('\n');
    const chunks = chunkFile({ path: 'a.ts', language: 'typescript', content }, [def('big', 1, 10)], {
      maxBytes: 4000,
    });
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.every((c) => c.symbol === 'big')).toBe(true);
    expect(chunks[0]!.startLine).toBe(1);
    expect(chunks.at(-1)!.endLine).toBe(10);
  });
});
