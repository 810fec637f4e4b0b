import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { splitIdentifier } from '../../src/retrieval/split-identifier.js';
import { splitIdentifierV1 } from '../support/tokenize-v1.js';

describe('splitIdentifier', () => {
  it('splits snake_case, camelCase, acronyms and digits', () => {
    expect(splitIdentifier('HTTPServer')).toEqual(['HTTP', 'Server']);
    expect(splitIdentifier('XMLHttpRequest2')).toEqual(['XML', 'Http', 'Request', '2']);
    expect(splitIdentifier('__init__')).toEqual(['init']);
    expect(splitIdentifier('$$_')).toEqual([]);
    expect(splitIdentifier('x86_64abc')).toEqual(['x', '86', '64', 'abc']);
  });

  it('equals the regex splits on every word of this package and on generated identifiers', () => {
    const dir = fileURLToPath(new URL('../../src', import.meta.url));
    const words = new Set<string>();
    for (const e of readdirSync(dir, { withFileTypes: true, recursive: true }))
      if (e.isFile())
        for (const w of readFileSync(join(e.parentPath, e.name), 'utf8').match(/\S+/g) ?? []) words.add(w);
    // Every string of up to 4 characters over an alphabet with each character class, and longer seeded ones.
    const alphabet = ['a', 'z', 'A', 'Z', '0', '9', '_', '$', '\u00e9', '-'];
    let level = [''];
    for (let len = 1; len <= 4; len++) {
      level = level.flatMap((p) => alphabet.map((c) => p + c));
      for (const w of level) words.add(w);
    }
    let seed = 7;
    const next = () => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return seed >>> 0;
    };
    for (let i = 0; i < 20_000; i++) {
      let w = '';
      for (let k = next() % 70; k > 0; k--) w += alphabet[next() % alphabet.length];
      words.add(w);
    }
    expect(words.size).toBeGreaterThan(30_000);
    for (const w of words) expect(splitIdentifier(w), w).toEqual(splitIdentifierV1(w));
  });
});
