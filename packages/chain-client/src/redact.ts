/** Bech32m viewing keys (`mn_shield-esk1…`, `mn_shield-esk_preview1…`) and any other secret-key HRP. */
export const VIEWING_KEY_PATTERN = /mn_shield-esk(?:_[a-z0-9-]+)?1[02-9ac-hj-np-z]{6,}/gi;
/** Hex secrets that follow a session-id or viewing-key label (`sessionId: ab12…`). */
const HEX_SECRET_PATTERN = /\b(session[_-]?id|sessionId|viewingKey|viewing_key)\b(["'\s:=]+)(?:0x)?[0-9a-f]{16,}/gi;

/** Removes secrets from text: registered session ids, every Bech32m viewing key, labelled hex secrets. */
export interface Redactor {
  /** Remembers a secret (a session id) so that later text never shows it. */
  add(secret: string): void;
  /** Forgets a secret (after disconnect). */
  remove(secret: string): void;
  redact(text: string): string;
  /** Redacts every string inside a JSON-like value (errors' details, log fields). */
  redactValue<T>(value: T): T;
}

/** Creates a redactor; the secrets live only in this closure's memory. */
export function createRedactor(): Redactor {
  const secrets = new Set<string>();
  const redact = (text: string): string => {
    let out = text.replace(VIEWING_KEY_PATTERN, '[REDACTED_VIEWING_KEY]');
    out = out.replace(HEX_SECRET_PATTERN, (_m, label: string, sep: string) => `${label}${sep}[REDACTED]`);
    for (const s of secrets) if (s.length >= 8) out = out.split(s).join('[REDACTED_SESSION]');
    return out;
  };
  const redactValue = <T>(value: T): T => {
    if (typeof value === 'string') return redact(value) as T;
    if (Array.isArray(value)) return value.map((v) => redactValue(v)) as T;
    if (value && typeof value === 'object' && !(value instanceof Error)) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactValue(v)])) as T;
    }
    return value;
  };
  return {
    add(secret) {
      secrets.add(secret);
      if (secret.startsWith('0x')) secrets.add(secret.slice(2));
      else secrets.add(`0x${secret}`);
    },
    remove(secret) {
      secrets.delete(secret);
      secrets.delete(secret.startsWith('0x') ? secret.slice(2) : `0x${secret}`);
    },
    redact,
    redactValue,
  };
}
