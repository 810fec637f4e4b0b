import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertSourceBudget, scanBudget } from '../../src/budget/nesting.js';
import { findReferenceContracts } from '../compact/support.js';
import { deepCompact, deepSolidity } from './support.js';

const require = createRequire(import.meta.url);
const solFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? solFiles(join(dir, e.name)) : e.name.endsWith('.sol') ? [join(dir, e.name)] : [],
  );

describe('scanBudget', () => {
  it('names the line of the bracket or if that goes past the limit', () => {
    expect(scanBudget(deepSolidity.parens)).toEqual({ kind: 'brackets', line: 6, column: 510, limit: 500 });
    expect(scanBudget(deepSolidity.braces)).toMatchObject({ kind: 'brackets', line: 6 + 499, limit: 500 });
    expect(scanBudget(deepSolidity.bare)).toMatchObject({ kind: 'conditionals', line: 7, limit: 500 });
    expect(scanBudget(deepCompact.parens)).toMatchObject({ kind: 'brackets', line: 5, limit: 500 });
    expect(scanBudget(deepCompact.ifs)).toMatchObject({ kind: 'brackets', line: 4 + 500, limit: 500 });
  });

  it('counts else-if chains and nested ?: as nesting, a sequence of separate ifs not', () => {
    const chain = `function f(uint a) { ${'if (a == 1) { a = 2; } else '.repeat(600)}{ a = 0; } }`;
    expect(scanBudget(chain)).toMatchObject({ kind: 'conditionals' });
    const semis = `function f(uint a) { ${'if (a == 1) a = 2; else '.repeat(600)}a = 0; }`;
    expect(scanBudget(semis)).toMatchObject({ kind: 'conditionals' });
    expect(scanBudget(`x = ${'a ? b : '.repeat(600)}c;`)).toMatchObject({ kind: 'conditionals' });
    const sequence = `function f(uint a) {\n${'  if (a == 1) { a = 2; }\n  if (a > 3) a = 4;\n'.repeat(5000)}}`;
    expect(scanBudget(sequence)).toBeUndefined();
    expect(scanBudget(`x = ${'a ? b : c;\n'.repeat(5000)}`)).toBeUndefined();
  });

  it('skips brackets inside comments and strings, and refuses a file over the size limit', () => {
    const quoted = `// ${'('.repeat(900)}\n/* ${'{'.repeat(900)} */\nstring s = "${'['.repeat(900)}"; string t = '${'('.repeat(900)}';\n`;
    expect(scanBudget(quoted)).toBeUndefined();
    expect(scanBudget('x'.repeat(11), { maxChars: 10 })).toEqual({ kind: 'size', line: 1, column: 1, limit: 10 });
  });

  it('passes every real contract of OpenZeppelin 5 and 4, solmate and the Compact contracts', () => {
    const roots = [
      dirname(require.resolve('@openzeppelin/contracts/package.json')),
      dirname(require.resolve('@openzeppelin/contracts-v4/package.json')),
      join(dirname(require.resolve('solmate/package.json')), 'src'),
    ];
    const files = roots.flatMap(solFiles);
    expect(files.length).toBeGreaterThan(300);
    for (const f of files) expect(scanBudget(readFileSync(f, 'utf8')), f).toBeUndefined();
    // Compact: the reference contracts of ../shared when present, and the contracts written for our own tests.
    const compactDirs = [findReferenceContracts(), join(import.meta.dirname, '../fixtures/compact')];
    const compact = compactDirs.flatMap((dir) =>
      dir
        ? readdirSync(dir, { recursive: true })
            .map(String)
            .filter((f) => f.endsWith('.compact'))
            .map((f) => join(dir, f))
        : [],
    );
    expect(compact.length).toBeGreaterThan(5);
    for (const f of compact) expect(scanBudget(readFileSync(f, 'utf8')), f).toBeUndefined();
  });

  it('throws INVALID_INPUT naming the file, the line and the limit', () => {
    expect(() => assertSourceBudget('src/Parens.sol', deepSolidity.parens)).toThrow(
      expect.objectContaining({
        code: 'INVALID_INPUT',
        message: 'src/Parens.sol:6: brackets nested deeper than 500; the file was not analysed.',
        extra: expect.objectContaining({
          details: { file: 'src/Parens.sol', line: 6, column: 510, limit: 500, budget: 'brackets' },
        }),
      }),
    );
  });
});
