import { createLanguageRegistry } from '@sextant/language-adapters';
import { describe, expect, it } from 'vitest';
import { chunkFile } from '../../src/knowledge/chunker.js';
import { chunkSource } from '../../src/knowledge/code-chunks.js';

const adapters = createLanguageRegistry();

describe('chunkSource', () => {
  it('cuts TypeScript at definitions with the language adapter, keeping doc comments', async () => {
    const ts = [
      'import { x } from "./x.js";',
      '',
      '/** Adds one to the round. */',
      'export function bumpRound(n: number): number {',
      '  return n + x;',
      '}',
      '',
      'export class Ledger {',
      '  total = 0;',
      '}',
    ].join('\n');
    const chunks = await chunkSource('o/r', 'src/round.ts', ts, adapters);
    expect(chunks.filter((c) => c.symbol).map((c) => [c.symbol, c.startLine, c.endLine])).toEqual([
      ['bumpRound', 3, 6],
      ['Ledger', 8, 10],
    ]);
    expect(chunks.find((c) => c.symbol === 'bumpRound')).toMatchObject({
      repo: 'o/r',
      language: 'typescript',
      kind: 'typescript',
      doc: expect.stringContaining('Adds one to the round'),
    });
  });

  it('falls back to line windows without definitions or adapters, and leaves Compact to the parser', async () => {
    const plainTs = Array.from({ length: 70 }, (_, i) => `console.info(${i});`).join('\n');
    expect(await chunkSource('o/r', 'a.ts', plainTs, adapters)).toEqual(chunkFile('o/r', 'a.ts', plainTs));
    const fn = 'export function f() {\n  return 1;\n}\n';
    expect(await chunkSource('o/r', 'f.ts', fn)).toEqual(chunkFile('o/r', 'f.ts', fn));
    const compact = 'export ledger n: Counter;\nexport circuit bump(): [] {\n  n.increment(1);\n}\n';
    expect(await chunkSource('o/r', 'c.compact', compact, adapters)).toEqual(chunkFile('o/r', 'c.compact', compact));
  });
});
