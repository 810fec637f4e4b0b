import { createHash } from 'node:crypto';
import type { Finding } from './types.js';

/** The partialFingerprints key our results carry; a baseline is matched on it. */
export const FINGERPRINT_KEY = 'sextantFinding/v1';

/**
 * A finding's fingerprint: rule, file and logical key (contract, function signature), never the line, so it
 * survives code moving up or down. `prefix` is the analysed root's place in the repository.
 */
export function findingFingerprint(f: Pick<Finding, 'ruleId' | 'file' | 'key'>, prefix = ''): string {
  const parts = [f.ruleId, joinUri(prefix, f.file), ...f.key];
  return createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 32);
}

/** `prefix` + `file` as a repository-relative URI path (`/` separators, no leading `./`). */
export function joinUri(prefix: string, file: string): string {
  const clean = (s: string) => s.replace(/\\/g, '/').replace(/^\.\/+/, '');
  const p = clean(prefix).replace(/\/+$/, '');
  const f = clean(file);
  return p ? `${p}/${f}` : f;
}
