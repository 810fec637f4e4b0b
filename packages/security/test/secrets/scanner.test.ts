import { describe, expect, it } from 'vitest';
import { createSecretScanner } from '../../src/secrets/scanner.js';
import type { SecretRule } from '../../src/secrets/types.js';

const rule = (id: string, regex: RegExp, keywords?: string[], extra: Partial<SecretRule> = {}): SecretRule => ({
  id,
  description: `test rule ${id}`,
  regex,
  keywords,
  ...extra,
});

describe('createSecretScanner', () => {
  it('runs a rule when its keyword sits inside a longer keyword of another rule', () => {
    const scanner = createSecretScanner([
      rule('long', /private_key=(?<secret>\d+)/, ['private_key']),
      rule('short', /private_key=\d+(?<secret>z)/, ['private']),
    ]);
    expect(scanner.detect('private_key=123z').map((f) => f.rule)).toEqual(['long', 'short']);
  });

  it('sees keywords that overlap in the text', () => {
    const scanner = createSecretScanner([
      rule('abc', /abc-(?<secret>\d{4})/, ['abc']),
      rule('bcd', /bcd(?<secret>\d{4})/, ['bcd']),
    ]);
    expect(scanner.detect('xx abcd1234 abc-9876').map((f) => f.rule)).toEqual(['bcd', 'abc']);
  });

  it('runs keyword-less rules on every text and matches keywords case-insensitively', () => {
    const scanner = createSecretScanner([rule('lit', /LIT\d{6}/), rule('kw', /TOKEN_\d{6}/, ['token_'])]);
    expect(scanner.detect('LIT123456 and TOKEN_654321').map((f) => f.rule)).toEqual(['lit', 'kw']);
  });

  it('keeps the earlier rule when findings overlap and drops entropy and validate failures', () => {
    const scanner = createSecretScanner([
      rule('specific', /tok_[a-z0-9]{8}/, ['tok_']),
      rule('broad', /[a-z_]+_[a-z0-9]{8}/, ['_']),
      rule('entropic', /ent=(?<secret>\w{8})/, ['ent='], { entropy: 2.5 }),
      rule('checked', /chk=(?<secret>\d{4})/, ['chk='], { validate: (s) => s !== '0000' }),
    ]);
    const text = 'tok_a1b2c3d4 ent=aaaaaaaa ent=q8w7e6r5 chk=0000 chk=1234';
    expect(scanner.detect(text).map((f) => [f.rule, text.slice(f.start, f.end)])).toEqual([
      ['specific', 'tok_a1b2c3d4'],
      ['entropic', 'q8w7e6r5'],
      ['checked', '1234'],
    ]);
  });

  it('survives a rule set without any keyword and texts without matches', () => {
    const scanner = createSecretScanner([rule('lit', /LIT\d{6}/)]);
    expect(scanner.detect('nothing here at all')).toEqual([]);
    expect(scanner.detect('')).toEqual([]);
  });
});
