import { describe, expect, it } from 'vitest';
import { bareHex, prefixedHex } from '../src/hex.js';

describe('hex input', () => {
  it('normalizes hex to the indexer and node forms and refuses anything else', () => {
    expect(bareHex(' 0xABcd ', 'hash')).toBe('abcd');
    expect(prefixedHex('abcd', 'hash', 2)).toBe('0xabcd');
    expect(() => bareHex('0xabc', 'hash')).toThrow(expect.objectContaining({ code: 'INVALID_PARAMS' }));
    expect(() => bareHex('abcd', 'hash', 32)).toThrow(/32 bytes of hex/);
  });
});
