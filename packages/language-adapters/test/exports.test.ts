// Pins the public API of @sextant/language-adapters, entry by entry: any new export becomes public API, so it is added here on
// purpose. Type-only exports vanish at run time and are not pinned. The `/compact` entry is pinned in compact.test.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as root from '../src/index.js';

const entries = { '.': root };
const pinned: Record<keyof typeof entries, string[]> = {
  '.': [
    'assertSourceBudget',
    'builtinAdapters',
    'compactAdapter',
    'compactEntrypoints',
    'compactFileSymbols',
    'compactSignature',
    'createAuditor',
    'createLanguageRegistry',
    'createWalledRead',
    'dynamicLanguageIds',
    'ensureLanguage',
    'loadAstGrep',
    'parseCompact',
    'scanBudget',
    'tokenizeCompact',
  ],
};

describe('the public API of @sextant/language-adapters', () => {
  it('has the entries package.json lists, and no other', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { exports: object };
    const listed = Object.keys(pkg.exports).filter((e) => e !== './package.json');
    expect(listed.sort()).toEqual(['.', './compact']);
  });

  for (const [entry, module] of Object.entries(entries))
    it(`${entry} exports exactly its pinned names`, () => {
      expect(Object.keys(module).sort()).toEqual(pinned[entry as keyof typeof entries]);
    });
});
