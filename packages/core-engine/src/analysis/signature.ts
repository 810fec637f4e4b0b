// Signatures as people paste them: `f(uint)`, solc/Slither's `setAuthority(contract Authority)`,
// `initReserves(struct ConfiguratorInputTypes.InitReserveInput[])`, `f(string memory s)`.

const KEYWORDS = /^(contract|struct|enum|interface|library|type)\s+/;
const QUALIFIERS = /\s+(memory|calldata|storage|payable|pointer|ref|slice|indexed)\b/g;
const ALIASES: Record<string, string> = {
  uint: 'uint256',
  int: 'int256',
  byte: 'bytes1',
  ufixed: 'ufixed128x18',
  fixed: 'fixed128x18',
};

/** Top-level comma split (function types and tuples nest parentheses). */
function splitTop(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of s) {
    if (ch === '(' || ch === '[') depth++;
    if (ch === ')' || ch === ']') depth--;
    if (ch === ',' && depth === 0) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  if (cur.trim()) out.push(cur);
  return out;
}

/** One parameter type, compared loosely: no keyword, data location or name; user types by their last segment. */
function normalizeParamType(raw: string): string {
  let t = raw.trim().replace(KEYWORDS, '').replace(QUALIFIERS, '').trim();
  if (t.startsWith('function')) return 'function';
  if (t.startsWith('mapping')) return t.replace(/\s+/g, '');
  // a trailing identifier after the type is the parameter's name
  const m = /^([\w.$]+(?:\s*\[[^\]]*\])*)\s+[\w$]+$/.exec(t);
  if (m) t = m[1] as string;
  t = t.replace(/\s+/g, '');
  const arr = t.indexOf('[');
  const base = arr >= 0 ? t.slice(0, arr) : t;
  const dims = arr >= 0 ? t.slice(arr) : '';
  const last = base.slice(base.lastIndexOf('.') + 1);
  return (ALIASES[last] ?? last) + dims;
}

/** `name(t1,t2)` (or just `t1,t2`) to a comparable form; `name` fills in when only the types are given. */
export function normalizeSignature(sig: string, name?: string): string {
  const s = sig.trim();
  const open = s.indexOf('(');
  const fname =
    open >= 0
      ? s
          .slice(0, open)
          .trim()
          .replace(/^function\s+/, '')
      : (name ?? '');
  const body = open >= 0 ? s.slice(open + 1, s.lastIndexOf(')') >= open ? s.lastIndexOf(')') : undefined) : s;
  return `${fname}(${splitTop(body).map(normalizeParamType).join(',')})`;
}

/** Does a function's signature (as the analyzer spells it) match what the user wrote? */
export function signatureMatches(ours: string, given: string, name: string): boolean {
  const a = normalizeSignature(ours);
  return a === normalizeSignature(given) || a === normalizeSignature(given, name);
}
