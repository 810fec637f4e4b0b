import { secrets } from './lazy-modules.js';

/**
 * Redacts secrets in every string of a JSON value, keeping its shape (so it still matches its schema). Only the
 * objects and arrays on the way to a redacted string are copied: an answer without secrets (nearly every one) comes
 * back as it went in, with no second copy of every result row for the garbage collector.
 */
export async function redactDeep<T>(value: T): Promise<{ value: T; findings: number }> {
  const { redactSecrets } = await secrets();
  let findings = 0;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const r = redactSecrets(v);
      findings += r.findings.length;
      return r.findings.length ? r.text : v;
    }
    if (Array.isArray(v)) {
      let out: unknown[] | undefined;
      for (let i = 0; i < v.length; i++) {
        const x = walk(v[i]);
        if (x !== v[i]) (out ??= v.slice())[i] = x;
      }
      return out ?? v;
    }
    if (v !== null && typeof v === 'object') {
      let out: Record<string, unknown> | undefined;
      for (const [k, x] of Object.entries(v)) {
        const y = walk(x);
        if (y !== x) (out ??= { ...v })[k] = y;
      }
      return out ?? v;
    }
    return v;
  };
  const out = walk(value) as T;
  return { value: out, findings };
}
