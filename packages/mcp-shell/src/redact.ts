import { secrets } from './lazy-modules.js';

/** Redacts secrets in every string of a JSON value, keeping its shape (so it still matches its schema). */
export async function redactDeep<T>(value: T): Promise<{ value: T; findings: number }> {
  const { redactSecrets } = await secrets();
  let findings = 0;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const r = redactSecrets(v);
      findings += r.findings.length;
      return r.findings.length ? r.text : v;
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) out[k] = walk(x);
      return out;
    }
    return v;
  };
  const out = walk(value) as T;
  return { value: out, findings };
}
