// Pins the public API of @sextant/chain-client, entry by entry: any new export becomes public API, so it is added here on
// purpose. Type-only exports vanish at run time and are not pinned.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as root from '../src/index.js';
import * as testing from '../src/testing.js';

const entries = { '.': root, './testing': testing };
const pinned: Record<keyof typeof entries, string[]> = {
  '.': [
    'CONTRACT_STATE_LEDGERS',
    'DEFAULT_RETRY_DELAYS_MS',
    'DUST',
    'INDEXER_DOCUMENTS',
    'KNOWN_NETWORKS',
    'MIDNIGHT_RPC_METHODS',
    'NIGHT',
    'NIGHT_TOKEN_TYPE',
    'VIEWING_KEY_PATTERN',
    'bareHex',
    'chainError',
    'checkViewingKey',
    'contractStateFormat',
    'createCountingCache',
    'createIndexerClient',
    'createNodeClient',
    'createRedactor',
    'createUnshieldedAccounts',
    'decodeContractState',
    'describeAmount',
    'encodeAddress',
    'formatUnits',
    'indexerEndpoints',
    'isMidnightAddress',
    'loadUnshieldedAccount',
    'pageById',
    'parseAddress',
    'parseUnits',
    'prefixedHex',
    'sampleNetwork',
    'summarizeTransaction',
    'verifyBlockFinality',
    'withRetry',
    'withTimeout',
  ],
  './testing': [
    'FAKE_CONTRACT_ADDRESS',
    'FAKE_CONTRACT_STATES',
    'FAKE_PROTOCOL_VERSIONS',
    'INDEXER_SUBSET_SDL',
    'createFakeChain',
    'fakeTxHash',
    'startFakeIndexer',
    'startFakeNode',
  ],
};

describe('the public API of @sextant/chain-client', () => {
  it('has the entries package.json lists, and no other', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { exports: object };
    const listed = Object.keys(pkg.exports).filter((e) => e !== './package.json');
    expect(listed.sort()).toEqual(['.', './testing']);
  });

  for (const [entry, module] of Object.entries(entries))
    it(`${entry} exports exactly its pinned names`, () => {
      expect(Object.keys(module).sort()).toEqual(pinned[entry as keyof typeof entries]);
    });
});
