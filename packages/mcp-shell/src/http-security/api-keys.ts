import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { AppError } from '@sextant/core-engine';
import { z } from 'zod';
import type { RateLimit } from './rate-limit.js';
import { importWithPeers } from '../optional-peer.js';

const rateLimitSchema = z.object({ perMinute: z.number().positive(), burst: z.number().int().positive().optional() });

const clientSchema = z.object({
  id: z
    .string()
    .min(1)
    .regex(/^[\w.@:-]+$/, 'letters, digits and . _ - @ : only'),
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'the hex SHA-256 of the key (64 hex digits), never the key itself')
    .transform((s) => s.toLowerCase()),
  tools: z.union([z.literal('read-only'), z.literal('*'), z.array(z.string().min(1))]).default('read-only'),
  rateLimit: rateLimitSchema.optional(),
});

const fileSchema = z.object({ clients: z.array(clientSchema) });

/** One client of an API keys file. */
export interface ApiKeyClient {
  id: string;
  sha256: string;
  tools: string[];
  rateLimit?: RateLimit;
}

/** SHA-256 of a key, in hex: what the keys file stores. */
export const hashKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** Parses the text of a keys file (YAML or JSON: YAML is a superset). */
export async function parseApiKeys(text: string, source = 'SEXTANT_API_KEYS_FILE'): Promise<ApiKeyClient[]> {
  const { parse } = await importWithPeers(() => import('yaml'), 'An API keys file', ['yaml']);
  let raw: unknown;
  try {
    raw = parse(text);
  } catch (err) {
    throw new AppError('INVALID_INPUT', `${source} is neither JSON nor YAML.`, {
      hint: 'Fix the syntax; run `<app> keys new --id NAME` to see an entry.',
      cause: err,
    });
  }
  const parsed = fileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AppError('INVALID_INPUT', `${source}: ${issue.path.join('.') || 'file'}: ${issue.message}.`, {
      hint: 'The file is `clients: [{ id, sha256, tools, rateLimit? }]`; `<app> keys new --id NAME` prints an entry.',
    });
  }
  const ids = new Set<string>();
  return parsed.data.clients.map((c) => {
    if (ids.has(c.id)) throw new AppError('INVALID_INPUT', `${source}: client id "${c.id}" appears twice.`);
    ids.add(c.id);
    return { ...c, tools: typeof c.tools === 'string' ? [c.tools] : c.tools };
  });
}

/** Reads and parses SEXTANT_API_KEYS_FILE. */
export async function loadApiKeys(file: string): Promise<ApiKeyClient[]> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new AppError('INVALID_INPUT', `Cannot read SEXTANT_API_KEYS_FILE (${file}).`, {
      hint: 'Point SEXTANT_API_KEYS_FILE at a readable JSON or YAML file.',
      cause: err,
    });
  }
  return parseApiKeys(text, file);
}

/** Finds the client whose key hashes to the stored SHA-256 (constant-time compare per entry). */
export function createApiKeyLookup(clients: readonly ApiKeyClient[]) {
  const entries = clients.map((c) => ({ client: c, digest: Buffer.from(c.sha256, 'hex') }));
  return (key: string): ApiKeyClient | undefined => {
    const digest = createHash('sha256').update(key, 'utf8').digest();
    let found: ApiKeyClient | undefined;
    for (const e of entries) if (timingSafeEqual(e.digest, digest)) found = e.client;
    return found;
  };
}

/** A fresh key and the entry to paste into the keys file. */
export function newApiKey(id: string, tools: readonly string[] = ['read-only'], perMinute?: number) {
  const parsedId = clientSchema.shape.id.safeParse(id);
  if (!parsedId.success)
    throw new AppError('INVALID_INPUT', `Client id "${id}" is not valid: ${parsedId.error.issues[0]!.message}.`);
  const key = `sxt_${randomBytes(32).toString('base64url')}`;
  const entry: ApiKeyClient = {
    id,
    sha256: hashKey(key),
    tools: [...tools],
    ...(perMinute ? { rateLimit: { perMinute } } : {}),
  };
  return { key, entry, yaml: `  - ${JSON.stringify(entry)}` };
}
