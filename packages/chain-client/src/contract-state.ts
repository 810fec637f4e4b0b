import { importOptional } from '@sextant/core-engine';
import { chainError } from './errors.js';

/**
 * Contract state as the node (`midnight_contractState`) and the indexer (`ContractAction.state`) return it: the
 * ledger's tagged serialization, `midnight:<tag>:` then the body. The tag says which ledger wrote it, and a ledger
 * library refuses any other tag, so the tag decides the decoder, never the network or the date.
 *
 * Tags read from the libraries' own output (`new ContractState().serialize()`):
 * `@midnight-ntwrk/ledger-v8` 8.1.0 writes `contract-state[v6]`, `@midnightntwrk/ledger-v9` 1.0.0-rc.3 writes
 * `contract-state[v8]`; each rejects the other's ("expected header tag …").
 */
export const CONTRACT_STATE_LEDGERS: Readonly<Record<string, 8 | 9>> = {
  'contract-state[v6]': 8,
  'contract-state[v8]': 9,
};

/** What a contract-state value is, named from its tag without decoding it. */
export type ContractStateFormat =
  /** `""`: the indexer's answer for a failed action, which has no state. */
  | { kind: 'failed-action' }
  /** A tagged serialization; `ledger` is null for a tag this client does not know (a newer ledger). */
  | { kind: 'tagged'; tag: string; ledger: 8 | 9 | null; bytes: number }
  /** Hex without a `midnight:` tag: nothing this client can name. */
  | { kind: 'untagged'; bytes: number };

const PREFIX = Buffer.from('midnight:');

/** Names the format of a contract state given as hex (bare or 0x). Throws INVALID_PARAMS for non-hex. */
export function contractStateFormat(hex: string): ContractStateFormat {
  const bare = hex.replace(/^0x/i, '');
  if (bare === '') return { kind: 'failed-action' };
  if (!/^(?:[0-9a-f]{2})+$/i.test(bare)) throw chainError('INVALID_PARAMS', 'Contract state is not hex.');
  const bytes = Buffer.from(bare, 'hex');
  const end = bytes.indexOf(0x3a, PREFIX.length); // the ':' closing the tag
  if (!bytes.subarray(0, PREFIX.length).equals(PREFIX) || end < 0 || end - PREFIX.length > 64)
    return { kind: 'untagged', bytes: bytes.length };
  const tag = bytes.subarray(PREFIX.length, end).toString('latin1');
  return { kind: 'tagged', tag, ledger: CONTRACT_STATE_LEDGERS[tag] ?? null, bytes: bytes.length };
}

/** A contract state decoded by the ledger library of its own tag. */
export interface DecodedContractState {
  ledger: 8 | 9;
  tag: string;
  /** Entry points registered on the contract (circuit names; hex when not UTF-8 text). */
  entryPoints: string[];
  bytes: number;
}

interface LedgerLibrary {
  ContractState: { deserialize(raw: Uint8Array): { operations(): Array<string | Uint8Array> } };
}

const LIBRARIES = {
  8: {
    name: '@midnight-ntwrk/ledger-v8',
    load: () => import('@midnight-ntwrk/ledger-v8') as Promise<LedgerLibrary>,
  },
  9: {
    name: '@midnightntwrk/ledger-v9',
    load: () => import('@midnightntwrk/ledger-v9') as Promise<LedgerLibrary>,
  },
} as const;

/**
 * Decodes a contract state with the ledger library its tag names (loaded on first use; optional peers, 11 MB of
 * WASM each). A failed action, an untagged value or an unknown tag is UNSUPPORTED, with the format named.
 */
export async function decodeContractState(hex: string): Promise<DecodedContractState> {
  const format = contractStateFormat(hex);
  if (format.kind !== 'tagged' || format.ledger === null) {
    const what = format.kind === 'tagged' ? `tag ${format.tag}` : format.kind;
    throw chainError('UNSUPPORTED', `Cannot decode this contract state (${what}).`, {
      hint: `Known tags: ${Object.entries(CONTRACT_STATE_LEDGERS)
        .map(([t, l]) => `${t} (ledger ${l})`)
        .join(', ')}; "" is a failed action.`,
      details: { format },
    });
  }
  const lib = LIBRARIES[format.ledger];
  const ledger = await importOptional(lib.load, {
    feature: `Decoding ledger-${format.ledger} contract state`,
    peers: [lib.name],
    owner: '@sextant/chain-client',
    code: 'UNSUPPORTED',
  });
  let state: ReturnType<LedgerLibrary['ContractState']['deserialize']>;
  try {
    state = ledger.ContractState.deserialize(Buffer.from(hex.replace(/^0x/i, ''), 'hex'));
  } catch (cause) {
    throw chainError('INVALID_PARAMS', `Contract state tagged ${format.tag} does not decode with ${lib.name}.`, {
      cause,
    });
  }
  const entryPoints = state
    .operations()
    .map((op) => (typeof op === 'string' ? op : Buffer.from(op).toString('hex')))
    .sort();
  return { ledger: format.ledger, tag: format.tag, entryPoints, bytes: format.bytes };
}
