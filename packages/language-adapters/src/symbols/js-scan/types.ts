import type { Scan } from './state.js';
import { addDef, closer, endsExpression, ident, is, unsure } from './state.js';
import { IDENT, PUNCT, TPL_HEAD, TPL_TAIL } from './tokens.js';
import { statements } from './statements.js';
import { trailingEnd } from './trailing.js';

const STOPS = new Set(['=', ',', ';', ')', ']', '}']);
const CONTINUES = new Set(['|', '&', '.', '[', '<', '?', ':', '=>', 'extends', 'is', 'as', 'keyof']);

/** A type ends at token `i` (so a `{` or a line break after it may end the annotation). */
const TYPE_OPERATORS = new Set(['keyof', 'typeof', 'infer', 'extends', 'is', 'asserts', 'readonly', 'unique', 'new']);
const typeEnds = (s: Scan, i: number) =>
  s.t.kind[i] === IDENT ? !TYPE_OPERATORS.has(s.t.text[i]!) : endsExpression(s, i) || is(s, i, '>');

/**
 * Skips a type from the cursor: stops before `= , ; ) ] }` at depth 0, at a line break after a complete
 * type, (`body`) before a `{` that follows a complete type (a function body), and (`arrow`) before `=>`.
 */
export function skipType(s: Scan, end: number, body: boolean, arrow = false): void {
  const { text, kind } = s.t;
  const first = s.p;
  let depth = 0;
  while (s.p < end) {
    const p = s.p;
    const x = text[p]!;
    if (p > first && depth === 0) {
      if (STOPS.has(x) || (arrow && x === '=>')) return;
      if (x === '{' && body && typeEnds(s, p - 1)) return;
      if (s.t.nl[p] && typeEnds(s, p - 1) && !CONTINUES.has(x) && kind[p] !== TPL_HEAD) return;
    }
    if (x === 'import' && is(s, p + 1, '(')) importType(s, p);
    if (x === '(' || x === '[' || x === '{') s.p = closer(s, p) + 1;
    else if (kind[p] === TPL_HEAD) s.p = templateEnd(s, p);
    else {
      if (x === '<' && kind[p] === PUNCT) depth++;
      else if (x === '>' && depth > 0) depth--;
      else if (depth === 0 && (x === '>' || x === '>=')) return;
      s.p++;
    }
  }
}

/** The parser cuts `import("x").T<A>` and `import("x").T[]` short; leave such files to it. */
function importType(s: Scan, p: number): void {
  let q = closer(s, p + 1) + 1;
  while (is(s, q, '.') && ident(s, q + 1)) q += 2;
  if (is(s, q, '<') || is(s, q, '[')) unsure('import type with arguments');
}

/** Index just past the template whose head is token `q`. */
const templateEnd = (s: Scan, q: number) => {
  while (s.t.kind[q] !== TPL_TAIL) q = closer(s, q);
  return q + 1;
};

/** Skips `<...>` (type parameters or arguments) at the cursor. */
export function skipAngles(s: Scan): void {
  let depth = 0;
  const n = s.t.kind.length;
  while (s.p < n) {
    const x = s.t.text[s.p]!;
    if (x === '<') depth++;
    else if (x === '>') {
      depth--;
      if (depth === 0) {
        s.p++;
        return;
      }
    } else if (x === '(' || x === '[' || x === '{') s.p = closer(s, s.p);
    else if (s.t.kind[s.p] === TPL_HEAD) s.p = templateEnd(s, s.p) - 1;
    else if (x === ';') break;
    s.p++;
  }
  unsure('unclosed type parameters');
}

/** `interface Name<...> extends ... { ... }` at the cursor (on `interface`). */
export function interfaceDeclaration(s: Scan, outer: number, node: number): void {
  s.p++;
  const name = s.t.text[s.p]!;
  s.p++;
  while (s.p < s.t.kind.length && !is(s, s.p, '{')) {
    if (is(s, s.p, '<')) skipAngles(s);
    else if (is(s, s.p, '(') || is(s, s.p, '[')) s.p = closer(s, s.p) + 1;
    else if (is(s, s.p, ';') || is(s, s.p, '}')) unsure('interface without body');
    else s.p++;
  }
  s.p = closer(s, s.p) + 1;
  addDef(s, name, 'interface', outer, node, s.p - 1);
}

/** `type Name<...> = Type;` at the cursor (on `type`). */
export function typeAlias(s: Scan, outer: number, node: number): void {
  s.p++;
  const name = s.t.text[s.p]!;
  s.p++;
  if (is(s, s.p, '<')) skipAngles(s);
  if (!is(s, s.p, '=')) unsure('type alias without =');
  s.p++;
  skipType(s, s.t.kind.length, false);
  if (is(s, s.p, ';')) s.p++;
  const endAt = is(s, s.p - 1, ';') ? undefined : trailingEnd(s, s.p - 1);
  addDef(s, name, 'type', outer, node, s.p - 1, endAt);
}

/** `enum Name { ... }` at the cursor (on `enum`; `const` before it belongs to the node). */
export function enumDeclaration(s: Scan, outer: number, node: number): void {
  s.p += is(s, s.p, 'const') ? 2 : 1;
  const name = s.t.text[s.p]!;
  s.p++;
  if (!is(s, s.p, '{')) unsure('enum without body');
  s.p = closer(s, s.p) + 1;
  addDef(s, name, 'enum', outer, node, s.p - 1);
}

/** `namespace A.B { ... }`, `module 'x' { ... }`, `global { ... }`: the body holds statements. */
export function namespaceDeclaration(s: Scan): void {
  s.p++;
  while (s.p < s.t.kind.length && !is(s, s.p, '{') && !is(s, s.p, ';')) {
    if (s.t.nl[s.p] && !is(s, s.p - 1, '.') && !is(s, s.p, '.')) return;
    s.p++;
  }
  if (is(s, s.p, ';')) {
    s.p++;
    return;
  }
  const close = closer(s, s.p);
  statements(s, s.p + 1, close);
  s.p = close + 1;
}

/** A TypeScript declaration keyword at token `i` really starts that declaration (`type = 1` does not). */
export function declarationKeyword(s: Scan, i: number): boolean {
  const x = s.t.text[i];
  const next = i + 1;
  if (s.t.nl[next]) return false;
  if (x === 'abstract') return is(s, next, 'class');
  if (x === 'global') return is(s, next, '{');
  if (x === 'module') return ident(s, next) || s.t.kind[next] === 3;
  if (x === 'declare') return ident(s, next);
  if (x === 'type') return ident(s, next) && (is(s, next + 1, '=') || is(s, next + 1, '<'));
  return ident(s, next);
}
