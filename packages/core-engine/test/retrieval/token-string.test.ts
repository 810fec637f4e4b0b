import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { codeTokenString } from '../../src/retrieval/token-string.js';
import { tokenizeCode, wordTokens } from '../../src/retrieval/tokenize.js';
import { tokenizeCodeV1 } from '../support/tokenize-v1.js';

// The word-by-word definition: every run of [A-Za-z0-9_$] up to 64 characters, its tokens, joined by spaces.
const reference = (text: string, keepWhole = true, drop = false) =>
  (text.match(/[A-Za-z0-9_$]+/g) ?? [])
    .filter((w) => w.length <= 64)
    .flatMap((w) => wordTokens(w, keepWhole, drop))
    .join(' ');

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
function files(dir: string, ext: RegExp, limit = Infinity): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && ext.test(e.name))
    .slice(0, limit)
    .map((e) => readFileSync(join(e.parentPath, e.name), 'utf8'));
}

// A package from the workspace's pnpm store (any version).
function installed(name: string): string {
  const store = here('../../../../node_modules/.pnpm');
  const dir = readdirSync(store).find((d) => d.startsWith(`${name}@`));
  if (!dir) throw new Error(`${name} is not installed in ${store}`);
  return join(store, dir, 'node_modules', name);
}

const edgeCases = [
  '',
  ' \n\t ',
  'HTTPServer parseHTTPResponse2xx XMLHttpRequest getURLs IOError ABC A',
  'snake_case_name __proto__ _private $jquery $ _ __ a_b$c',
  'camelCase PascalCase mixedUP_and_down getUserNames',
  '0x1F 12ab ab12 v8 1e10 3.14 2xx x86_64 utf8 i18n',
  'a\u00e9b c\u4e2dd na\u00efve \u{1F600}smile\u{1F600} caf\u00e9Bar \uD800lone \u00e9',
  'z'.repeat(64),
  'z'.repeat(65) + ' after',
  'Abc'.repeat(22) + ' ' + 'aB'.repeat(40),
  'str len num args params ctx err fn the and is for using without',
  'line one\nline two\r\nline\tthree;end',
  'const x = 1;',
];

describe('codeTokenString', () => {
  it.each([
    [true, false],
    [false, false],
    [true, true],
    [false, true],
  ])('equals the word-by-word tokens joined by spaces (keepWhole=%s dropStopWords=%s)', (keepWhole, drop) => {
    const opts = { keepWhole, dropStopWords: drop };
    for (const text of edgeCases) {
      expect(codeTokenString(text, opts)).toBe(reference(text, keepWhole, drop));
      expect(codeTokenString(text, opts)).toBe(tokenizeCode(text, opts).join(' '));
    }
  });

  it('equals the tokenizer it replaces on real files: this repository and installed packages', () => {
    const corpus = [
      ...files(here('../../src'), /\.ts$/),
      ...files(here('../../../vector-search/src'), /\.ts$/),
      ...files(here('../../../language-adapters/test/fixtures'), /\.\w+$/),
      ...files(installed('stemmer'), /\.(js|md|json)$/),
      ...files(installed('zod'), /\.(ts|js|md)$/, 80),
    ];
    expect(corpus.length).toBeGreaterThan(150);
    for (const text of corpus) {
      expect(codeTokenString(text)).toBe(tokenizeCodeV1(text).join(' '));
      // Twice: the second time every word comes from the table.
      expect(codeTokenString(text)).toBe(reference(text));
    }
  });

  it('stays exact past the word table limit (200,000 distinct words are kept; later ones are made each time)', () => {
    const words = Array.from({ length: 210_000 }, (_, i) => `w${i.toString(36)}Q${(i * 7919).toString(36)}`);
    const text = words.join(' ');
    expect(codeTokenString(text, { keepWhole: false })).toBe(reference(text, false));
    expect(codeTokenString(text, { keepWhole: false })).toBe(reference(text, false));
  });

  it('joins per-line results into the whole text (lines never share a word)', () => {
    const text = files(here('../../src/retrieval'), /\.ts$/).join('\n');
    const perLine = text
      .split('\n')
      .map((l) => codeTokenString(l))
      .filter((t) => t.length > 0)
      .join(' ');
    expect(codeTokenString(text)).toBe(perLine);
  });
});
