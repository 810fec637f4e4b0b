import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { splitIdentifier } from '../../src/retrieval/split-identifier.js';
import { queryTerms, tokenizeCode, wordTokens } from '../../src/retrieval/tokenize.js';

describe('tokenizeCode', () => {
  it('splits camelCase, PascalCase, snake_case and digits', () => {
    expect(splitIdentifier('parseHTTPResponse2xx')).toEqual(['parse', 'HTTP', 'Response', '2', 'xx']);
    expect(splitIdentifier('load_user_profile')).toEqual(['load', 'user', 'profile']);
  });
  it('keeps the whole identifier and stems its parts', () => {
    expect(tokenizeCode('getUserNames')).toEqual(['getusernam', 'get', 'user', 'name']);
    expect(tokenizeCode('read_only')).toEqual(tokenizeCode('readOnly'));
    expect(tokenizeCode('readOnly')[0]).toBe(tokenizeCode('readonly')[0]);
    expect(tokenizeCode('str')).toEqual(tokenizeCode('string'));
  });
  it('drops stop words from queries and deduplicates', () => {
    expect(queryTerms('how to check if a file is readonly file')).toEqual(['check', 'file', 'readonli']);
  });
});

// The scanner and the per-word cache are structural: output must equal the plain regex loop over words.
describe('tokenizeCode on real code', () => {
  const reference = (text: string, keepWhole: boolean, drop: boolean) =>
    (text.match(/[A-Za-z0-9_$]+/g) ?? []).filter((w) => w.length <= 64).flatMap((w) => wordTokens(w, keepWhole, drop));
  const corpus = ['../../src', '../../../language-adapters/src', '../../../language-adapters/test/fixtures'].flatMap(
    (d) => sourceFiles(fileURLToPath(new URL(d, import.meta.url))),
  );
  it.each([
    [true, false],
    [false, false],
    [true, true],
  ])('keepWhole=%s dropStopWords=%s matches the word-by-word reference', (keepWhole, drop) => {
    expect(corpus.length).toBeGreaterThan(50);
    for (const text of [...corpus, 'a\u00e9b c\u4e2dd $x_y __proto__ 0x1F 12ab ' + 'z'.repeat(65) + ' HTTPServer2']) {
      expect(tokenizeCode(text, { keepWhole, dropStopWords: drop })).toEqual(reference(text, keepWhole, drop));
    }
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|sol|compact|py|go|rs|java|js)$/.test(e.name))
    .map((e) => readFileSync(join(e.parentPath, e.name), 'utf8'));
}
