import type { Scan } from './state.js';
import { addDef, closer, ident, is, unsure } from './state.js';
import { expression, method, nameStarts, nameText, region } from './expressions.js';
import { block } from './statements.js';
import { skipAngles, skipType } from './types.js';
import { NUMBER, PRIVATE, STRING } from './tokens.js';
import { trailingEnd } from './trailing.js';

/** `[abstract] class Name ... { ... }` at the cursor; `node` is where decorators (if any) begin. */
export function classDeclaration(s: Scan, outer: number, node: number): void {
  if (is(s, s.p, 'abstract')) s.p++;
  if (!is(s, s.p, 'class')) unsure('expected class');
  const start = s.p;
  s.p++;
  if (!ident(s, s.p) || is(s, s.p, 'extends') || is(s, s.p, 'implements')) {
    // An anonymous class in statement position is an expression (`export default class {}`).
    classTail(s, start);
    return;
  }
  classTail(s, start);
  const absorbs = s.ts ? !is(s, node, 'abstract') && !is(s, start - 1, 'abstract') : outer === node;
  addDef(s, s.t.text[start + 1]!, 'class', outer, node, s.p - 1, absorbs ? trailingEnd(s, s.p - 1) : undefined);
}

/** After `class`: optional name, heritage and the body; `start` is the `class` token (spans key). */
export function classTail(s: Scan, start: number): void {
  if (ident(s, s.p) && !is(s, s.p, 'extends') && !is(s, s.p, 'implements')) s.p++;
  let depth = 0;
  while (s.p < s.t.kind.length) {
    const x = s.t.text[s.p]!;
    if (x === '{' && depth === 0) break;
    if (x === '(' || x === '[') region(s, s.p + 1, closer(s, s.p));
    else if (x === '{') s.p = closer(s, s.p) + 1;
    else {
      if (s.ts && x === '<') depth++;
      else if (s.ts && x === '>') depth--;
      else if (x === ';' || x === '}' || x === ')') unsure('class without body');
      s.p++;
    }
  }
  classBody(s);
  s.spans.set(start, s.p);
}

/** Decorators at the cursor: `@name.path<T>(args)` or `@(expression)`, repeated. */
export function decorators(s: Scan): void {
  while (is(s, s.p, '@')) {
    s.p++;
    if (is(s, s.p, '(')) {
      region(s, s.p + 1, closer(s, s.p));
      continue;
    }
    if (!ident(s, s.p)) unsure('decorator without name');
    s.p++;
    while ((is(s, s.p, '.') || is(s, s.p, '?.')) && (ident(s, s.p + 1) || s.t.kind[s.p + 1] === PRIVATE)) s.p += 2;
    if (s.ts && is(s, s.p, '<')) skipAngles(s);
    if (is(s, s.p, '(')) region(s, s.p + 1, closer(s, s.p));
  }
}

const MODIFIERS = new Set([
  'static',
  'public',
  'private',
  'protected',
  'readonly',
  'abstract',
  'override',
  'declare',
  'async',
  'get',
  'set',
  'accessor',
]);

function classBody(s: Scan): void {
  if (!is(s, s.p, '{')) unsure('class without body');
  const close = closer(s, s.p);
  s.p++;
  while (s.p < close) {
    const before = s.p;
    member(s, close);
    if (s.p === before) unsure('class member');
  }
  s.p = close + 1;
}

function member(s: Scan, close: number): void {
  if (is(s, s.p, ';')) {
    s.p++;
    return;
  }
  const decorated = s.p;
  decorators(s);
  if (is(s, s.p, 'static') && is(s, s.p + 1, '{')) {
    s.p++;
    return block(s);
  }
  // TypeScript leaves member decorators outside the method node; JavaScript keeps them inside.
  const start = s.ts ? s.p : decorated;
  let abstract = false;
  while (MODIFIERS.has(s.t.text[s.p]!) && nameStarts(s, s.p + 1)) {
    if (is(s, s.p, 'abstract')) abstract = true;
    s.p++;
  }
  if (is(s, s.p, '*')) s.p++;
  const nameStart = s.p;
  const k = s.t.kind[s.p];
  if (is(s, s.p, '[')) region(s, s.p + 1, closer(s, s.p));
  else if (ident(s, s.p) || k === STRING || k === NUMBER || k === PRIVATE) s.p++;
  else unsure('class member name');
  const name = nameText(s, nameStart, s.p - 1);
  if (is(s, s.p, '?') || is(s, s.p, '!')) s.p++;
  if (is(s, s.p, '(') || (s.ts && is(s, s.p, '<'))) {
    if (method(s)) addDef(s, name, 'method', start, start, s.p - 1, s.ts ? trailingEnd(s, s.p - 1) : undefined);
    else if (abstract) addDef(s, name, 'method', start, start, s.p - 1);
    if (is(s, s.p, ';')) s.p++;
    return;
  }
  if (s.ts && is(s, s.p, ':')) {
    s.p++;
    skipType(s, close, false);
  }
  if (is(s, s.p, '=')) {
    s.p++;
    expression(s, close, false, true);
  }
  if (is(s, s.p, ';')) s.p++;
}
