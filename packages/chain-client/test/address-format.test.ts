import * as forLedger8 from '@midnight-ntwrk/wallet-sdk-address-format';
import * as forLedger9 from '@midnightntwrk/wallet-sdk-address-format';
import { describe, expect, it } from 'vitest';
import { parseAddress } from '../src/address.js';

// Midnight's own address library (wallet SDK) defines the formats. Each line pulls in its ledger's WASM module
// (3.1.2: @midnight-ntwrk/ledger-v8; 4.0.0-beta.2, new scope: @midnightntwrk/ledger-v9 1.0.0-rc.3), compiled on import,
// so the client parses with @scure/base and this test holds it to both libraries' answers: addresses did not change
// with ledger 9.
const key = (seed: number) => Buffer.alloc(32, seed);
// The two lines share one API (the 4.x types differ only in their ledger's branded classes).
const libraries = [
  {
    name: '@midnight-ntwrk/wallet-sdk-address-format 3.1.2 (ledger 8)',
    lib: forLedger8 as unknown as typeof forLedger9,
  },
  { name: '@midnightntwrk/wallet-sdk-address-format 4.0.0-beta.2 (ledger 9)', lib: forLedger9 },
];

describe.each(libraries)('parseAddress agrees with $name', ({ lib }) => {
  const { MidnightBech32m, ShieldedAddress, ShieldedCoinPublicKey, ShieldedEncryptionPublicKey, UnshieldedAddress } =
    lib;
  const samples = () => [
    { kind: 'unshielded', encoded: UnshieldedAddress.codec.encode('preview', new UnshieldedAddress(key(1))) },
    {
      kind: 'shielded',
      encoded: ShieldedAddress.codec.encode(
        'preview',
        new ShieldedAddress(new ShieldedCoinPublicKey(key(2)), new ShieldedEncryptionPublicKey(key(3))),
      ),
    },
    {
      kind: 'shielded-coin-public-key',
      encoded: ShieldedCoinPublicKey.codec.encode('preview', new ShieldedCoinPublicKey(key(4))),
    },
  ];

  it('reads what the library writes: kind, network and payload', () => {
    // The library's own parse() keeps Bech32's 90-character limit, so a shielded address (132 characters) is
    // compared with the encoder's fields instead of a parse.
    for (const { kind, encoded: theirs } of samples()) {
      const ours = parseAddress(theirs.asString(), { network: 'preview' });
      expect({ kind: ours.kind, network: ours.network, payload: ours.payloadHex }).toEqual({
        kind,
        network: String(theirs.network),
        payload: theirs.data.toString('hex'),
      });
    }
    const mainnet = UnshieldedAddress.codec.encode('mainnet', new UnshieldedAddress(key(5))).asString();
    expect(parseAddress(mainnet)).toMatchObject({ kind: 'unshielded', network: 'mainnet' });
  });

  it('rejects what the library rejects: bad checksums and wrong payload sizes', () => {
    const good = samples()[0]!.encoded.asString();
    const broken = good.slice(0, -1) + (good.endsWith('q') ? 'p' : 'q');
    expect(() => MidnightBech32m.parse(broken)).toThrow();
    expect(() => parseAddress(broken)).toThrow(expect.objectContaining({ code: 'INVALID_ADDRESS' }));
    const short = new MidnightBech32m('addr', 'preview', Buffer.alloc(20, 1)).asString();
    expect(() => MidnightBech32m.parse(short).decode(UnshieldedAddress, 'preview')).toThrow();
    expect(() => parseAddress(short)).toThrow(
      expect.objectContaining({ code: 'INVALID_ADDRESS', message: expect.stringContaining('32 bytes') }),
    );
  });
});
