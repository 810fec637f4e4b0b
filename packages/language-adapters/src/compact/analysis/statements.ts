import type { CompactToken } from '../tokenizer.js';

/** One statement of a circuit body: its tokens without the terminating `;`. */
export type Statement = CompactToken[];

/**
 * Splits a body's tokens (braces excluded) into statements. A `{` opens a block when it follows `)`
 * (an `if`/`for` header), `else`, `=>` or a statement end; anywhere else it is a struct literal or pattern.
 */
export function splitStatements(tokens: readonly CompactToken[]): Statement[] {
  const out: Statement[] = [];
  let current: Statement = [];
  let depth = 0; // () and [] and literal braces
  const literalBraces: boolean[] = [];
  const flush = () => {
    if (current.length > 0) out.push(current);
    current = [];
  };
  for (const t of tokens) {
    const p = t.kind === 'punct' ? t.text : '';
    if (p === '(' || p === '[') depth++;
    else if ((p === ')' || p === ']') && depth > 0) depth--;
    if (p === '{') {
      const prev = current[current.length - 1]?.text;
      const isBlock = depth === 0 && (current.length === 0 || prev === ')' || prev === 'else' || prev === '=>');
      literalBraces.push(!isBlock);
      if (isBlock) {
        flush();
        continue;
      }
      depth++;
    } else if (p === '}') {
      const literal = literalBraces.pop();
      if (!literal) {
        flush();
        continue;
      }
      depth = Math.max(0, depth - 1);
    }
    if (p === ';' && depth === 0) {
      flush();
      continue;
    }
    current.push(t);
    // `if (…) stmt` without braces: the header ends the statement so the body is checked on its own.
    if (p === ')' && depth === 0 && isControlHeader(current)) flush();
    if (t.text === 'else' && t.kind === 'ident') flush();
  }
  flush();
  return out;
}

function isControlHeader(s: Statement): boolean {
  const head = s[0]?.text;
  return (head === 'if' || head === 'for') && s[1]?.text === '(';
}

/** Index of the `)` matching the `(` at `open`, or the statement end. */
export function matchParen(s: Statement, open: number): number {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    const text = s[i]?.text;
    if (text === '(') depth++;
    else if (text === ')' && --depth === 0) return i;
  }
  return s.length - 1;
}

/** True when token i is an identifier used as a call: `f(` or `f<…>(`. */
export function isCall(s: readonly CompactToken[], i: number): boolean {
  const next = s[i + 1]?.text;
  if (s[i]?.kind !== 'ident') return false;
  if (next === '(') return true;
  if (next !== '<') return false;
  let depth = 0;
  for (let k = i + 1; k < s.length; k++) {
    const text = s[k]?.text;
    if (text === '<') depth++;
    else if (text === '>' && --depth === 0) return s[k + 1]?.text === '(';
  }
  return false;
}
