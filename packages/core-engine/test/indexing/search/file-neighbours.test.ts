import { describe, expect, it } from 'vitest';
import { referencedFiles, stemOf, testedSources } from '../../../src/indexing/search/file-neighbours.js';
import type { SymbolIndex } from '../../../src/indexing/search/symbol-index.js';
import type { IndexState, SymbolRecord } from '../../../src/indexing/state/types.js';

const stateOf = (paths: string[]) =>
  ({
    files: Object.fromEntries(paths.map((p) => [p, { hash: p, language: 'typescript', size: 1, chunks: [], defs: 0 }])),
    rank: {},
  }) as unknown as IndexState;

describe('tests and their sources', () => {
  it('names a test by its unit: marks, prefixes and separators left out', () => {
    expect(stemOf('packages/runtime-core/__tests__/apiInject.spec.ts')).toBe('apiinject');
    expect(stemOf('tests/test_views.py')).toBe('views');
    expect(stemOf('pkg/cmd/pr/checks/checks_test.go')).toBe('checks');
    expect(stemOf('tests/lib/rules/one-var.js')).toBe('onevar');
    expect(stemOf('httpx/_auth.py')).toBe('auth');
  });

  it('maps the tests of a ranking to the source of their name nearest to them, in the tests’ order', () => {
    const state = stateOf([
      'packages/a/src/apiInject.ts',
      'packages/b/src/apiInject.ts',
      'lib/rules/one-var.js',
      'src/index.ts',
      'packages/a/__tests__/apiInject.spec.ts',
      'tests/lib/rules/one-var.js',
      'test/index.spec.ts',
    ]);
    const ranked = [
      'tests/lib/rules/one-var.js',
      'src/index.ts',
      'test/index.spec.ts',
      'packages/a/__tests__/apiInject.spec.ts',
    ];
    expect(testedSources(state, ranked)).toEqual(['lib/rules/one-var.js', 'packages/a/src/apiInject.ts']);
    expect(testedSources(state, ranked, 1)).toEqual(['lib/rules/one-var.js']);
  });
});

describe('files the best hits use', () => {
  it('ranks first the file several strong hits reference, skipping names many files define', () => {
    const rec = (refs: Record<string, number>, defs: string[] = []): SymbolRecord => ({
      refs,
      defs: defs.map((name) => ({ name, kind: 'function', start: 1, end: 2 })),
      imports: [],
    });
    const records = new Map<string, SymbolRecord>([
      ['a.ts', rec({ parseHeader: 2, get: 5 })],
      ['b.ts', rec({ parseHeader: 1, formatBody: 1 })],
      ['header.ts', rec({}, ['parseHeader'])],
      ['body.ts', rec({}, ['formatBody'])],
    ]);
    const byName = new Map([
      ['parseHeader', [{ path: 'header.ts' }]],
      ['formatBody', [{ path: 'body.ts' }]],
      ['get', ['1', '2', '3', '4', '5', '6'].map((n) => ({ path: `${n}.ts` }))],
    ]);
    const symbols = { records, byName } as unknown as SymbolIndex;
    const state = stateOf([...records.keys()]);
    expect(referencedFiles(symbols, state, ['a.ts', 'b.ts'])).toEqual(['header.ts', 'body.ts']);
  });
});
