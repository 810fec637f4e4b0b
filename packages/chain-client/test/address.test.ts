import { describe, expect, it } from 'vitest';
import { encodeAddress, isMidnightAddress, parseAddress } from '../src/address.js';

const payload = new Uint8Array(32).map((_, i) => i);

describe('Bech32m Midnight addresses', () => {
  it('round-trips every kind on mainnet and with a network suffix', () => {
    for (const kind of ['unshielded', 'shielded', 'viewing-key', 'dust'] as const) {
      const bytes = kind === 'shielded' ? new Uint8Array(64).map((_, i) => i) : payload;
      const main = encodeAddress(kind, bytes);
      expect(parseAddress(main)).toMatchObject({
        kind,
        network: 'mainnet',
        payloadHex: Buffer.from(bytes).toString('hex'),
      });
      const preview = encodeAddress(kind, bytes, 'preview');
      expect(parseAddress(preview)).toMatchObject({ kind, network: 'preview' });
    }
    expect(encodeAddress('unshielded', payload, 'preview')).toMatch(/^mn_addr_preview1/);
    expect(encodeAddress('shielded', new Uint8Array(64))).toMatch(/^mn_shield-addr1/);
  });

  it('accepts long payloads beyond the 90-character Bech32 limit', () => {
    const long = encodeAddress('shielded', new Uint8Array(64).fill(7), 'testnet');
    expect(long.length).toBeGreaterThan(90);
    expect(parseAddress(long).kind).toBe('shielded');
  });

  it('rejects checksum errors, foreign prefixes, wrong networks and wrong kinds with INVALID_ADDRESS', () => {
    const good = encodeAddress('unshielded', payload, 'preview');
    const broken = good.slice(0, -1) + (good.endsWith('q') ? 'p' : 'q');
    expect(() => parseAddress(broken)).toThrow(expect.objectContaining({ code: 'INVALID_ADDRESS' }));
    expect(() => parseAddress('addr1qxyz')).toThrow(
      expect.objectContaining({ code: 'INVALID_ADDRESS', message: expect.stringContaining('mn_') }),
    );
    expect(() => parseAddress(good, { network: 'mainnet' })).toThrow(
      expect.objectContaining({ code: 'INVALID_ADDRESS', message: expect.stringContaining('"preview"') }),
    );
    expect(() => parseAddress(good, { kinds: ['shielded'] })).toThrow(
      expect.objectContaining({ code: 'INVALID_ADDRESS' }),
    );
    expect(isMidnightAddress(good, { network: 'preview', kinds: ['unshielded'] })).toBe(true);
    expect(isMidnightAddress('mn_foo1qqqqqq')).toBe(false);
  });
});
