import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isAppError } from '@sextant/core-engine';
import { describe, expect, it } from 'vitest';
import { createSolidityAnalyzer } from '../../src/solidity/analyzer.js';

const dir = fileURLToPath(new URL('../fixtures/solidity-broken/', import.meta.url));
const corpus = readdirSync(dir)
  .filter((f) => f.endsWith('.sol'))
  .map((f) => ({ path: f, content: readFileSync(dir + f, 'utf8') }));
// binary data, generated here rather than kept as a binary file in the repo
const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => (i * 37) % 256)).toString('latin1');
corpus.push({ path: 'binary.sol', content: bytes });
corpus.push({ path: 'nul.sol', content: 'contract X {\u0000\u0001\u0002 }' });

const INTERNAL = /TypeError|Cannot read|undefined|null|\bat [\w.]+ \(|Error:/;

async function parseError(parser: 'tree-sitter' | 'solidity-parser', file: { path: string; content: string }) {
  try {
    await createSolidityAnalyzer({ parser }).parse(file);
  } catch (err) {
    if (isAppError(err)) return err;
    throw err;
  }
  throw new Error(`${file.path} parsed without error`);
}

describe('broken Solidity gives a true parse_error', () => {
  it.each(['tree-sitter', 'solidity-parser'] as const)(
    'every file of the broken corpus: file, line, column and a parser message, never internal text (%s)',
    async (parser) => {
      expect(corpus.length).toBeGreaterThanOrEqual(10);
      for (const file of corpus) {
        const e = await parseError(parser, file);
        const d = e.extra.details as { file: string; line: number; column: number; message: string };
        expect(e.code, file.path).toBe('parse_error');
        expect(d.file).toBe(file.path);
        expect(d.line, file.path).toBeGreaterThanOrEqual(1);
        expect(d.column, file.path).toBeGreaterThanOrEqual(1);
        expect(e.message, file.path).toBe(`${file.path}:${d.line}:${d.column}: ${d.message}`);
        expect(e.message, file.path).not.toMatch(INTERNAL);
      }
    },
  );

  it('points at the line and column of the mistake', async () => {
    const at = async (name: string) => {
      const d = (
        await parseError('tree-sitter', corpus.find((f) => f.path === name) as { path: string; content: string })
      ).extra.details as { line: number; column: number; message: string };
      return d;
    };
    // `uint x = ;` used to come back as "bad.sol:0: TypeError: Cannot read properties of null"
    expect(await at('empty-initializer.sol')).toMatchObject({ line: 6, column: 16 });
    // `function f( public {}` used to be accepted with an entrypoint `f(public)`
    expect(await at('unclosed-parameters.sol')).toMatchObject({ line: 5, message: expect.stringContaining('public') });
    expect(await at('missing-semicolon.sol')).toMatchObject({ line: 9, message: expect.stringContaining("';'") });
    expect((await at('truncated.sol')).line).toBeGreaterThan(40);
  });
});
