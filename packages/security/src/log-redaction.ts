import { redactSecrets } from './secrets/detect.js';

// Key names whose values never reach a log, whatever they look like (compared without case, `-` and `_`).
const SENSITIVE_KEY =
  /token|secret|passw(?:or)?d|passphrase|apikey|accesskey|privatekey|authorization|cookie|viewingkey|sessionid|credential|mnemonic|seedphrase/;
const MAX_DEPTH = 32;

function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key.toLowerCase().replace(/[-_\s]/g, ''));
}

/** Numbers, booleans and empty values under a sensitive key are counts and flags (`maxTokens: 5`), not secrets. */
function redactValue(value: unknown): unknown {
  if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean') return value;
  return '[REDACTED]';
}

function walk(value: unknown, seen: WeakSet<object>, depth: number): unknown {
  if (typeof value === 'string') return redactSecrets(value).text;
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return '[Circular]';
  if (depth >= MAX_DEPTH) return '[Truncated]';
  if (value instanceof Date || value instanceof RegExp || ArrayBuffer.isView(value)) return value;
  // URL and other toJSON objects log as their JSON form (`href`), which may carry credentials.
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === 'function') return walk(toJSON.call(value) as unknown, seen, depth + 1);
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((v) => walk(v, seen, depth + 1));
    if (value instanceof Map) {
      return new Map(
        [...value].map(([k, v]) => [
          k,
          typeof k === 'string' && isSensitiveKey(k) ? redactValue(v) : walk(v, seen, depth + 1),
        ]),
      );
    }
    if (value instanceof Set) return new Set([...value].map((v) => walk(v, seen, depth + 1)));
    const out: Record<string, unknown> = {};
    // Errors keep message and stack (not enumerable) so a logger still prints them, redacted.
    if (value instanceof Error) {
      out.name = value.name;
      out.message = walk(value.message, seen, depth + 1);
      if (value.stack !== undefined) out.stack = walk(value.stack, seen, depth + 1);
      if (value.cause !== undefined) out.cause = walk(value.cause, seen, depth + 1);
    }
    for (const [k, v] of Object.entries(value)) out[k] = isSensitiveKey(k) ? redactValue(v) : walk(v, seen, depth + 1);
    return out;
  } finally {
    seen.delete(value);
  }
}

/**
 * Deep copy of `value` safe to log: strings pass through `redactSecrets`, values under keys named like
 * token/secret/password/apiKey/authorization/cookie/viewingKey/sessionId become `[REDACTED]`.
 * Cycle-safe (`[Circular]`); Errors become plain objects with name, message, stack and cause.
 */
export function redactForLog(value: unknown): unknown {
  return walk(value, new WeakSet(), 0);
}
