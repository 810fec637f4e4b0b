import { bech32m } from '@scure/base';
import { chainError } from './errors.js';

/** What a Midnight Bech32m string encodes. */
export type AddressKind =
  'unshielded' | 'shielded' | 'viewing-key' | 'dust' | 'shielded-coin-public-key' | 'shielded-encryption-public-key';

const KINDS: Record<string, AddressKind> = {
  addr: 'unshielded',
  'shield-addr': 'shielded',
  'shield-esk': 'viewing-key',
  dust: 'dust',
  'shield-cpk': 'shielded-coin-public-key',
  'shield-epk': 'shielded-encryption-public-key',
};

// Payload sizes fixed by @midnight-ntwrk/wallet-sdk-address-format's codecs (test/address-format.test.ts checks them
// against that library): keys are 32 bytes, a shielded address is its coin and encryption public keys. Viewing
// keys and DUST addresses are variable-length encodings and are not size-checked here.
const PAYLOAD_BYTES: Partial<Record<AddressKind, number>> = {
  unshielded: 32,
  shielded: 64,
  'shielded-coin-public-key': 32,
  'shielded-encryption-public-key': 32,
};

/** A decoded Midnight address or key. `network` is `mainnet` when the HRP has no `_<networkId>` suffix. */
export interface ParsedAddress {
  kind: AddressKind;
  network: string;
  hrp: string;
  /** Hex of the payload bytes (no 0x). */
  payloadHex: string;
  /** The canonical (lower-case) Bech32m string. */
  address: string;
}

/** Known network ids; others are accepted when they are well-formed (local devnets use their own). */
export const KNOWN_NETWORKS = ['mainnet', 'preview', 'preprod', 'testnet', 'qanet', 'devnet', 'undeployed'] as const;

const HRP_PATTERN = /^mn_([a-z-]+?)(?:_([a-z0-9-]+))?$/;

/** Parses a Bech32m Midnight address; throws INVALID_ADDRESS with the reason and the expected shape. */
export function parseAddress(
  text: string,
  opts: { network?: string; kinds?: readonly AddressKind[] } = {},
): ParsedAddress {
  const input = text.trim();
  const shape =
    'mn_addr1…, mn_shield-addr1…, mn_dust1… (with _<networkId> before the 1 off mainnet, e.g. mn_addr_preview1…)';
  if (!input.startsWith('mn_'))
    throw chainError('INVALID_ADDRESS', `Not a Midnight address: it must start with "mn_".`, {
      hint: `Expected ${shape}.`,
    });
  let decoded: { prefix: string; words: number[] };
  try {
    decoded = bech32m.decode(input.toLowerCase() as `${string}1${string}`, false);
  } catch (cause) {
    throw chainError('INVALID_ADDRESS', `Not valid Bech32m: ${(cause as Error).message}.`, {
      hint: `Check for a copy/paste error; expected ${shape}.`,
      cause,
    });
  }
  const m = HRP_PATTERN.exec(decoded.prefix);
  const kind = m ? KINDS[m[1]!] : undefined;
  if (!m || !kind)
    throw chainError('INVALID_ADDRESS', `Unknown Midnight address prefix "${decoded.prefix}".`, {
      hint: `Expected ${shape}.`,
    });
  const network = m[2] ?? 'mainnet';
  if (opts.network && opts.network !== network) {
    throw chainError(
      'INVALID_ADDRESS',
      `Address is for network "${network}" but this server is connected to "${opts.network}".`,
      {
        hint:
          opts.network === 'mainnet'
            ? 'Use an address without a _<networkId> suffix.'
            : `Use an address whose prefix ends with _${opts.network}.`,
      },
    );
  }
  if (opts.kinds && !opts.kinds.includes(kind)) {
    throw chainError(
      'INVALID_ADDRESS',
      `Expected ${opts.kinds.join(' or ')} but got a ${kind} string (${decoded.prefix}).`,
      { hint: `Pass ${opts.kinds.join(' or ')} instead.` },
    );
  }
  let bytes: Uint8Array;
  try {
    bytes = bech32m.fromWords(decoded.words);
  } catch (cause) {
    throw chainError('INVALID_ADDRESS', `The ${kind} payload is not whole bytes.`, {
      hint: `Check that the string was copied completely; expected ${shape}.`,
      cause,
    });
  }
  const size = PAYLOAD_BYTES[kind];
  if (size !== undefined && bytes.length !== size)
    throw chainError('INVALID_ADDRESS', `A ${kind} string carries ${size} bytes, this one ${bytes.length}.`, {
      hint: `Check that the string was copied completely; expected ${shape}.`,
    });
  return {
    kind,
    network,
    hrp: decoded.prefix,
    payloadHex: Buffer.from(bytes).toString('hex'),
    address: input.toLowerCase(),
  };
}

/** True when `text` parses as a Midnight address (of the given kinds/network). */
export function isMidnightAddress(
  text: string,
  opts: { network?: string; kinds?: readonly AddressKind[] } = {},
): boolean {
  try {
    parseAddress(text, opts);
    return true;
  } catch {
    return false;
  }
}

/** Encodes payload bytes as a Midnight Bech32m string (used by fakes and tests to make valid addresses). */
export function encodeAddress(kind: AddressKind, payload: Uint8Array, network = 'mainnet'): string {
  const key = Object.entries(KINDS).find(([, k]) => k === kind)![0];
  const hrp = `mn_${key}${network === 'mainnet' ? '' : `_${network}`}`;
  return bech32m.encode(hrp, bech32m.toWords(payload), false);
}
