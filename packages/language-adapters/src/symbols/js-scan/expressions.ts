import type { Scan } from './state.js';
import { addDef, asiBefore, closer, endsExpression, ident, is, unsure } from './state.js';
import { IDENT, NUMBER, PRIVATE, STRING, TPL_HEAD, TPL_TAIL } from './tokens.js';
import { skipAngles, skipType } from './types.js';
import { trailingEnd } from './trailing.js';
import { block } from './statements.js';
import { classTail } from './classes.js';

/**
 * Skips one expression from the cursor up to `end` (exclusive): stops at `;`, at a line break where a
 * semicolon would be inserted (`asi`), or at a top-level comma (`comma`). Definitions nested inside
 * (object-literal methods, function bodies) are recorded on the way.
 */
export function expression(s: Scan, end: number, comma: boolean, asi: boolean): void {
  const { text, kind } = s.t;
  const first = s.p;
  while (s.p < end) {
    const p = s.p;
    const x = text[p]!;
    if (x === ';' || (comma && x === ',')) return;
    if (asi && p > first && asiBefore(s, p)) return;
    if (x === '{') {
      if (p > 0 && is(s, p - 1, '=>')) block(s);
      else objectLiteral(s);
    } else if (x === '(' || x === '[') region(s, p + 1, closer(s, p));
    else if (s.ts && x === '<' && (p === first || !endsExpression(s, p - 1) || typeArguments(s, p))) skipAngles(s);
    else if (kind[p] === TPL_HEAD) template(s);
    else if (s.ts && x === ':' && is(s, p - 1, ')')) returnType(s, p);
    else if (s.ts && (x === 'as' || x === 'satisfies') && endsExpression(s, p - 1) && !member(s, p)) {
      s.p++;
      skipType(s, end, false);
    } else if (x === 'function' && !member(s, p)) functionExpression(s, p);
    else if (x === 'async' && is(s, p + 1, 'function') && !s.t.nl[p + 1] && !member(s, p)) functionExpression(s, p);
    else if (x === 'class' && !member(s, p)) {
      s.p++;
      classTail(s, p);
    } else s.p++;
  }
}

/** `): Type =>` of an arrow function: skips the type; a ternary's `:` is left alone. */
function returnType(s: Scan, colon: number): void {
  s.p = colon + 1;
  skipType(s, s.t.kind.length, false, true);
  if (!is(s, s.p, '=>')) s.p = colon + 1;
}

/** `<` at token `q` opens type arguments of a call (`f<A, B>(x)`): its match is followed by `(`. */
function typeArguments(s: Scan, q: number): boolean {
  let depth = 0;
  for (let i = q; i < s.t.kind.length; i++) {
    const x = s.t.text[i]!;
    if (x === '<') depth++;
    else if (x === '>' && --depth === 0) return is(s, i + 1, '(');
    else if (x === '(' || x === '[' || x === '{') i = closer(s, i);
    else if (x === ';' || x === ')' || x === ']' || x === '}' || x === '&&' || x === '||') return false;
  }
  return false;
}

/** Token `i` follows `.`: a property name, not a keyword. */
const member = (s: Scan, i: number) => i > 0 && (is(s, i - 1, '.') || is(s, i - 1, '?.'));

/** The inside of `( )`, `[ ]` or a template substitution, from `from` to its closer `to`; leaves the cursor past it. */
export function region(s: Scan, from: number, to: number): void {
  s.p = from;
  while (s.p < to) {
    const before = s.p;
    expression(s, to, false, false);
    if (s.p === before) s.p++;
  }
  s.p = to + 1;
}

function template(s: Scan): void {
  let q = s.p;
  while (s.t.kind[q] !== TPL_TAIL) {
    const next = closer(s, q);
    region(s, q + 1, next);
    q = next;
  }
  s.p = q + 1;
}

/** `function` / `async function` expression starting at `start`; its span is kept for declarator values. */
function functionExpression(s: Scan, start: number): void {
  s.p = start + (is(s, start, 'async') ? 2 : 1);
  if (is(s, s.p, '*')) s.p++;
  if (ident(s, s.p) && !is(s, s.p, '(')) s.p++;
  if (s.ts && is(s, s.p, '<')) skipAngles(s);
  if (!is(s, s.p, '(')) unsure('function expression without parameters');
  region(s, s.p + 1, closer(s, s.p));
  if (s.ts && is(s, s.p, ':')) {
    s.p++;
    skipType(s, s.t.kind.length, true);
  }
  if (!is(s, s.p, '{')) unsure('function expression without body');
  block(s);
  s.spans.set(start, s.p);
}

/** Index just past an arrow function's parameters (`=>`) when the expression at `q` is an arrow function. */
export function arrowAt(s: Scan, q: number): boolean {
  if (is(s, q, 'async') && !s.t.nl[q + 1] && (ident(s, q + 1) || is(s, q + 1, '(') || is(s, q + 1, '<'))) q++;
  if (ident(s, q)) return is(s, q + 1, '=>');
  if (s.ts && is(s, q, '<')) {
    const save = s.p;
    s.p = q;
    skipAngles(s);
    q = s.p;
    s.p = save;
  }
  if (!is(s, q, '(')) return false;
  const after = closer(s, q) + 1;
  return is(s, after, '=>') || (s.ts && is(s, after, ':'));
}

const PROPERTY_MODIFIERS = new Set(['async', 'get', 'set']);
const NAMES = new Set([IDENT, STRING, NUMBER, PRIVATE]);
/** A property name (or `*`, `[`) starts at token `i`. */
export const nameStarts = (s: Scan, i: number): boolean => NAMES.has(s.t.kind[i]!) || is(s, i, '[') || is(s, i, '*');

/** An object literal at the cursor (`{`): its methods are definitions. */
function objectLiteral(s: Scan): void {
  const close = closer(s, s.p);
  s.p++;
  while (s.p < close) {
    const p = s.p;
    const x = s.t.text[p]!;
    if (x === ',' || x === ';') {
      s.p++;
      continue;
    }
    if (x === '...') {
      s.p++;
      expression(s, close, true, false);
      continue;
    }
    while (PROPERTY_MODIFIERS.has(s.t.text[s.p]!) && nameStarts(s, s.p + 1) && !s.t.nl[s.p + 1]) s.p++;
    if (is(s, s.p, '*')) s.p++;
    const nameStart = s.p;
    if (is(s, s.p, '[')) region(s, s.p + 1, closer(s, s.p));
    else if (NAMES.has(s.t.kind[s.p]!)) s.p++;
    else {
      expression(s, close, true, false);
      if (s.p === p) s.p++;
      continue;
    }
    const nameEnd = s.p - 1;
    if (is(s, s.p, '?') || is(s, s.p, '!')) s.p++;
    if (is(s, s.p, '(') || (s.ts && is(s, s.p, '<'))) {
      const name = nameText(s, nameStart, nameEnd);
      if (method(s)) addDef(s, name, 'method', p, p, s.p - 1, s.ts ? trailingEnd(s, s.p - 1) : undefined);
    } else if (is(s, s.p, ':') || is(s, s.p, '=')) {
      s.p++;
      expression(s, close, true, false);
    }
  }
  s.p = close + 1;
}

export const nameText = (s: Scan, first: number, last: number): string =>
  s.t.source.slice(s.t.start[first], s.t.end[last]);

/** Parameters, return type and body of a method at the cursor; false when it has no body (a signature). */
export function method(s: Scan): boolean {
  if (is(s, s.p, '<')) skipAngles(s);
  if (!is(s, s.p, '(')) unsure('method without parameters');
  region(s, s.p + 1, closer(s, s.p));
  if (s.ts && is(s, s.p, ':')) {
    s.p++;
    skipType(s, s.t.kind.length, true);
  }
  if (!is(s, s.p, '{')) return false;
  block(s);
  return true;
}
