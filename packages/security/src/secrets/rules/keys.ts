import type { SecretRule } from '../types.js';

// Bech32 data characters (no 1, b, i, o).
const BECH32 = '[02-9ac-hj-np-z]';

function decodeJson(part: string | undefined): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Header and payload decode to JSON objects, and it is not the jwt.io documentation sample (John Doe, 1234567890). */
function isJwt(token: string): boolean {
  const [header, payload] = token.split('.').map(decodeJson);
  if (!header || !payload || !('alg' in header)) return false;
  return !(payload.sub === '1234567890' && payload.name === 'John Doe');
}

/** Private keys, signed tokens and wallet secrets (PEM, JWT, age, Midnight). */
export const keyRules = (): readonly SecretRule[] => [
  {
    id: 'private-key',
    description: 'PEM / OpenSSH / PGP private key block with a body',
    regex:
      /-----BEGIN[ A-Z0-9]{0,30} PRIVATE KEY(?: BLOCK)?-----[A-Za-z0-9+/=\s"'`\\:,.()-]{64,}?-----END[ A-Z0-9]{0,30} PRIVATE KEY(?: BLOCK)?-----/,
    keywords: ['private key'],
    validate: (s) => (s.match(/[A-Za-z0-9+/]/g)?.length ?? 0) >= 120,
  },
  {
    id: 'putty-private-key',
    description: 'PuTTY private key file',
    regex:
      /PuTTY-User-Key-File-\d: [\w-]+\s+Encryption: [\w-]+[\s\S]{0,400}?Private-Lines: \d+\s+[A-Za-z0-9+/=\s]{40,}/,
    keywords: ['putty-user-key-file-'],
  },
  {
    id: 'jwt',
    description: 'JSON Web Token (header and payload decode to JSON)',
    regex: /(?<![\w-])eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{16,}(?![\w-])/,
    keywords: ['eyj'],
    validate: isJwt,
  },
  {
    id: 'age-secret-key',
    description: 'age encryption secret key',
    regex: /AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}/,
    keywords: ['age-secret-key-1'],
  },
  {
    id: 'midnight-viewing-key',
    description: 'Midnight shielded encryption secret (viewing) key, Bech32m mn_shield-esk[_network]1…',
    regex: new RegExp(`(?<![\\w-])mn_shield-esk(?:_[a-z0-9]{2,16})?1${BECH32}{40,}(?![\\w-])`),
    keywords: ['mn_shield-esk'],
  },
  {
    id: 'midnight-secret-key',
    description: 'Other Midnight Bech32m secret keys (mn_…-sk / mn_…-seed)',
    regex: new RegExp(`(?<![\\w-])mn_[a-z-]{0,20}(?:-sk|-seed|_sk|_seed)(?:_[a-z0-9]{2,16})?1${BECH32}{40,}(?![\\w-])`),
    keywords: ['mn_'],
  },
  {
    id: 'seed-phrase',
    description: 'BIP-39 style mnemonic (12-24 words) assigned to a mnemonic / seed phrase name',
    regex:
      /(?:mnemonic|seed[_ -]?phrase|recovery[_ -]?phrase|secret[_ -]?phrase)["']?\s*[:=]\s*["'`](?<secret>(?:[a-z]{3,8} ){11,23}[a-z]{3,8})["'`]/i,
    keywords: ['mnemonic', 'seed', 'phrase'],
    validate: (s) => new Set(s.split(' ')).size >= 10,
  },
  {
    id: 'hex-private-key',
    description: '32-byte hex private key / seed assigned to a private key or seed name',
    regex:
      /(?:private[_-]?key|priv[_-]?key|secret[_-]?key|signing[_-]?key|wallet[_-]?seed|seed)["']?\s*[:=]\s*["'`]?(?<secret>(?:0x)?[a-fA-F0-9]{64})(?![\w-])/i,
    keywords: [
      'private',
      'privkey',
      'priv_key',
      'priv-key',
      'secret_key',
      'secretkey',
      'secret-key',
      'signing',
      'seed',
    ],
    entropy: 3.2,
  },
];
