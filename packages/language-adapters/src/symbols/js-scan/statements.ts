import type { Scan } from './state.js';
import { closer, ident, is, unsure } from './state.js';
import { trailingEnd } from './trailing.js';
import { functionDeclaration, importStatement, variableDeclaration } from './declarations.js';
import { expression, region } from './expressions.js';
import { classDeclaration, decorators } from './classes.js';
import { declarationKeyword, enumDeclaration, interfaceDeclaration, namespaceDeclaration } from './types.js';
import { typeAlias } from './types.js';

/** Statements from `from` up to `end` (exclusive). */
export function statements(s: Scan, from: number, end: number): void {
  s.p = from;
  while (s.p < end) {
    const before = s.p;
    statement(s, end);
    if (s.p === before) unsure(`stuck at ${s.t.source.slice(s.t.start[before], s.t.start[before]! + 20)}`);
  }
}

/** A `{ ... }` block at the cursor; leaves the cursor past its `}`. */
export function block(s: Scan): void {
  const close = closer(s, s.p);
  statements(s, s.p + 1, close);
  s.p = close + 1;
}

const HEADS = new Set(['if', 'while', 'for', 'with', 'switch', 'catch']);
const PREFIXES = new Set(['else', 'do', 'try', 'finally', 'debugger']);
const TS_DECLARATIONS = new Set(['abstract', 'interface', 'type', 'enum', 'declare', 'namespace', 'module', 'global']);

function statement(s: Scan, end: number): void {
  const p = s.p;
  const x = s.t.text[p]!;
  if (x === ';') {
    s.p++;
    return;
  }
  if (x === '{') return block(s);
  if (x === '@') return decorated(s, end);
  if (!ident(s, p)) return expressionStatement(s, end);
  const next = s.t.text[p + 1];
  if (x === 'export') return exportStatement(s, end, p);
  if (x === 'import' && next !== '(' && next !== '.') return importStatement(s);
  if (x === 'function' || (x === 'async' && next === 'function' && !s.t.nl[p + 1]))
    return functionDeclaration(s, end, p);
  if (x === 'class') return classDeclaration(s, p, p);
  if (x === 'const' || x === 'var' || (x === 'let' && (ident(s, p + 1) || next === '[' || next === '{'))) {
    if (s.ts && next === 'enum') return enumDeclaration(s, p, p);
    return variableDeclaration(s, end, p);
  }
  if (s.ts && TS_DECLARATIONS.has(x) && declarationKeyword(s, p)) return declaration(s, end, p, p);
  if (HEADS.has(x)) {
    s.p++;
    if (is(s, s.p, 'await')) s.p++;
    if (!is(s, s.p, '(')) return;
    const close = closer(s, s.p);
    const q = s.p + 1;
    // `for (var a = function () {}; ...)`: the declaration in the head counts like any other.
    if (x === 'for' && (is(s, q, 'var') || is(s, q, 'let') || is(s, q, 'const'))) {
      s.p = q;
      variableDeclaration(s, close, q);
      return region(s, s.p, close);
    }
    return region(s, q, close);
  }
  if (PREFIXES.has(x)) {
    s.p++;
    return;
  }
  if (x === 'case') {
    s.p++;
    while (s.p < end && !is(s, s.p, ':')) {
      if (is(s, s.p, '(') || is(s, s.p, '[') || is(s, s.p, '{')) s.p = closer(s, s.p);
      s.p++;
    }
    s.p++;
    return;
  }
  if ((x === 'default' || ident(s, p)) && next === ':') {
    s.p += 2;
    return;
  }
  if (x === 'break' || x === 'continue') {
    s.p++;
    if (ident(s, s.p) && !s.t.nl[s.p]) s.p++;
    if (is(s, s.p, ';')) s.p++;
    return;
  }
  if ((x === 'return' || x === 'throw') && s.t.nl[p + 1]) {
    s.p++;
    return;
  }
  if (x === 'return' || x === 'throw') s.p++;
  expressionStatement(s, end);
}

export function expressionStatement(s: Scan, end: number): void {
  expression(s, end, false, true);
  endStatement(s);
}

/** Past the statement's `;`, or (without one) past the comments the parser folds into it; the end offset. */
export function endStatement(s: Scan): number {
  if (is(s, s.p, ';')) return s.t.end[s.p++]!;
  return s.p > 0 ? trailingEnd(s, s.p - 1) : 0;
}

/** TypeScript declarations (`interface`, `type`, `enum`, `declare ...`, `namespace`, `abstract class`). */
function declaration(s: Scan, end: number, outer: number, node: number): void {
  const x = s.t.text[s.p]!;
  if (x === 'abstract') return classDeclaration(s, outer, node);
  if (x === 'interface') return interfaceDeclaration(s, outer, node);
  if (x === 'type') return typeAlias(s, outer, node);
  if (x === 'enum') return enumDeclaration(s, outer, node);
  if (x === 'namespace' || x === 'module' || x === 'global') return namespaceDeclaration(s);
  // `declare X`: the declaration inside is no wrapper's child, so its own range (and comments) count.
  s.p++;
  const q = s.p;
  const y = s.t.text[q]!;
  if (y === 'const' && is(s, q + 1, 'enum')) return enumDeclaration(s, q, q);
  if (y === 'const' || y === 'let' || y === 'var') return variableDeclaration(s, end, q);
  if (y === 'function' || y === 'async') return functionDeclaration(s, end, q);
  if (y === 'class') return classDeclaration(s, q, q);
  if (TS_DECLARATIONS.has(y) && declarationKeyword(s, q)) return declaration(s, end, q, q);
  unsure(`declare ${y}`);
}

/** Decorators before `export` or `class` at statement level. */
function decorated(s: Scan, end: number): void {
  const start = s.p;
  decorators(s);
  if (is(s, s.p, 'export')) return exportStatement(s, end, start);
  if (is(s, s.p, 'class') || (s.ts && is(s, s.p, 'abstract'))) return classDeclaration(s, start, start);
  unsure('decorator before something other than a class');
}

function exportStatement(s: Scan, end: number, outer: number): void {
  s.p++;
  let x = s.t.text[s.p]!;
  if (x === 'default') {
    s.p++;
    x = s.t.text[s.p]!;
    const q = s.p + (x === 'async' ? 1 : 0);
    if (is(s, q, 'function') && (ident(s, q + 1) || (is(s, q + 1, '*') && ident(s, q + 2))))
      return functionDeclaration(s, end, outer);
    if (x === 'class' && ident(s, s.p + 1) && !is(s, s.p + 1, 'extends') && !is(s, s.p + 1, 'implements'))
      return classDeclaration(s, outer, s.p);
    if (s.ts && x === 'abstract' && is(s, s.p + 1, 'class')) return classDeclaration(s, outer, s.p);
    if (x === '@') {
      const node = s.p;
      decorators(s);
      if (!is(s, s.p, 'class') || !ident(s, s.p + 1)) unsure('export default @decorator');
      return classDeclaration(s, outer, node);
    }
    if (s.ts && x === 'interface') return interfaceDeclaration(s, outer, s.p);
    return expressionStatement(s, end);
  }
  const node = s.p;
  if (x === '@') {
    decorators(s);
    return classDeclaration(s, outer, node);
  }
  if (x === 'function' || x === 'async') return functionDeclaration(s, end, outer);
  if (x === 'class') return classDeclaration(s, outer, node);
  if (x === 'const' && s.ts && is(s, s.p + 1, 'enum')) return enumDeclaration(s, outer, node);
  if (x === 'const' || x === 'let' || x === 'var') return variableDeclaration(s, end, outer);
  if (s.ts && TS_DECLARATIONS.has(x) && declarationKeyword(s, s.p)) return declaration(s, end, outer, node);
  if (x === '{' || x === '*' || (s.ts && (x === '=' || x === 'as' || x === 'import' || x === 'type')))
    return expressionStatement(s, end);
  unsure(`export ${x}`);
}
