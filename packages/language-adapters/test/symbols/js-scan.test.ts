import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SourceFile } from '@sextant/core-engine';
import { createSymbolExtractor } from '../../src/symbols/extract.js';
import { scanJsSymbols } from '../../src/symbols/js-scan/index.js';
import { createJsSymbolExtractor } from '../../src/symbols/js-scan/extractor.js';

const fixture = (name: string): SourceFile => ({
  path: name,
  content: readFileSync(new URL(`../fixtures/js-scan/${name}`, import.meta.url), 'utf8'),
});
const treeSitter = { js: createSymbolExtractor('javascript'), ts: createSymbolExtractor('typescript') };
const dialectOf = (path: string) => (/\.[mc]?ts$/.test(path) ? 'ts' : 'js');
const names = (defs: { name: string; kind: string; container?: string }[]) =>
  defs.map((d) => `${d.kind} ${d.container ? `${d.container}.` : ''}${d.name}`);

describe('JS/TS symbol scanner: same output as the tree-sitter extractor', () => {
  it.each(['lexical.js', 'classes.js', 'types.ts'])('%s', async (name) => {
    const file = fixture(name);
    const dialect = dialectOf(name);
    let why: string | undefined;
    const scanned = scanJsSymbols(file.content, dialect, (w) => (why = w));
    expect(why).toBeUndefined();
    expect(scanned).toEqual(await treeSitter[dialect](file));
  });

  it('regex, division and templates do not confuse definitions (lexical.js)', () => {
    const s = scanJsSymbols(fixture('lexical.js').content, 'js')!;
    expect(names(s.definitions)).toEqual([
      'function ratio',
      'function shout',
      'function afterComment',
      'method method',
      'method value',
      'method value',
      'method stream',
      "method ['computed' + 1]",
      "method 'quoted name'",
      'method 42',
      'function curried',
      'function next',
      'function main',
      'function main.inner',
      'function inner.deeper',
    ]);
    // An arrow function with an expression body spanning lines ends where its expression does.
    expect(s.definitions.find((d) => d.name === 'curried')).toMatchObject({ start: { line: 41 }, end: { line: 43 } });
    expect(s.imports).toEqual(['node:path', 'node:fs/promises']);
  });

  it('classes: static blocks, private and computed names, class expressions (classes.js)', () => {
    const s = scanJsSymbols(fixture('classes.js').content, 'js')!;
    const found = names(s.definitions);
    expect(found).toContain('method Shape.#hidden');
    expect(found).toContain('method Shape.setup');
    expect(found).toContain('method Anonymous.run');
    expect(found).toContain('method Named.area2');
    expect(found).toContain('class Square');
    expect(found).not.toContain('function bound');
    expect(found).not.toContain('function wrapped');
    expect(s.definitions[0]).toMatchObject({ name: 'Shape', doc: '/** A plain class. */' });
  });

  it('TypeScript: overloads, abstract members, declarations and namespaces (types.ts)', () => {
    const s = scanJsSymbols(fixture('types.ts').content, 'ts')!;
    const found = names(s.definitions);
    expect(found.filter((d) => d === 'function pick')).toHaveLength(1);
    expect(found).toContain('method Base.load');
    expect(found).toContain('method Base.size');
    expect(found).toContain('function fn');
    expect(found).toContain('interface Window');
    expect(found).not.toContain('function helper');
    expect(found).not.toContain('method Store.get');
    expect(s.imports).toEqual(['./thing.js', './data.json', 'json', 'legacy', 'other']);
  });
});

describe('JS/TS symbol scanner: falls back to tree-sitter when unsure', () => {
  it.each([
    ['broken.ts', /unclosed/],
    ['unbalanced.js', /unclosed/],
    ['jsx-like.js', /JSX/],
  ])('%s', async (name, reason) => {
    const file = fixture(name);
    const dialect = dialectOf(name);
    let why = '';
    expect(scanJsSymbols(file.content, dialect, (w) => (why = w))).toBeUndefined();
    expect(why).toMatch(reason);
    const expected = await treeSitter[dialect](file);
    const extractor = createJsSymbolExtractor(dialect === 'ts' ? 'typescript' : 'javascript');
    expect(await extractor(file)).toEqual(expected);
  });

  it('.jsx files go to tree-sitter even when the scanner could read them', async () => {
    const file = { path: 'View.jsx', content: fixture('lexical.js').content };
    expect(await createJsSymbolExtractor('javascript')(file)).toEqual(await treeSitter.js(file));
  });
});

describe('JS/TS symbol scanner: faults fall back too', () => {
  it('nesting deeper than the stack allows is left to tree-sitter', async () => {
    const depth = 20000;
    const content = `function outer() {\n${'{'.repeat(depth)}\n${'}'.repeat(depth)}\n}\n`;
    let why = '';
    expect(scanJsSymbols(content, 'js', (w) => (why = w))).toBeUndefined();
    expect(why).toMatch(/scanner error/);
  });
});
