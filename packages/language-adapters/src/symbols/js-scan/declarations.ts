import type { Scan } from './state.js';
import { addDef, closer, ident, is, unsure } from './state.js';
import { STRING } from './tokens.js';
import { arrowAt, expression, region } from './expressions.js';
import { block, endStatement, expressionStatement } from './statements.js';
import { skipAngles, skipType } from './types.js';
import { trailingEnd } from './trailing.js';

/** `[async] function [*] name (...) [: type] { ... }`; a body-less signature (an overload) is no definition. */
export function functionDeclaration(s: Scan, end: number, outer: number): void {
  const node = s.p;
  s.p += is(s, s.p, 'async') ? 2 : 1;
  if (is(s, s.p, '*')) s.p++;
  if (!ident(s, s.p)) {
    s.p = node;
    return expressionStatement(s, end);
  }
  const name = s.t.text[s.p]!;
  s.p++;
  if (s.ts && is(s, s.p, '<')) skipAngles(s);
  if (!is(s, s.p, '(')) unsure('function without parameters');
  region(s, s.p + 1, closer(s, s.p));
  if (s.ts && is(s, s.p, ':')) {
    s.p++;
    skipType(s, end, true);
  }
  if (is(s, s.p, '{')) {
    block(s);
    const absorbs = s.ts || outer === node;
    addDef(s, name, 'function', outer, node, s.p - 1, absorbs ? trailingEnd(s, s.p - 1) : undefined);
  } else if (!s.ts) unsure('function without body');
  else if (is(s, s.p, ';')) s.p++;
}

/** `const|let|var` declarators; those whose value is a function, arrow function or class are definitions. */
export function variableDeclaration(s: Scan, end: number, outer: number): void {
  s.p++;
  const found: [string, number][] = [];
  for (;;) {
    const nameTok = s.p;
    if (is(s, s.p, '{') || is(s, s.p, '[')) region(s, s.p + 1, closer(s, s.p));
    else if (ident(s, s.p)) s.p++;
    else unsure('declarator without name');
    if (s.ts && is(s, s.p, '!')) s.p++;
    if (s.ts && is(s, s.p, ':')) {
      s.p++;
      skipType(s, end, false);
    }
    if (is(s, s.p, '=')) {
      s.p++;
      const value = s.p;
      const arrow = arrowAt(s, value);
      expression(s, end, true, true);
      if ((arrow || s.spans.get(value) === s.p) && ident(s, nameTok)) found.push([s.t.text[nameTok]!, nameTok]);
    }
    if (!is(s, s.p, ',')) break;
    s.p++;
  }
  const endAt = endStatement(s);
  for (const [name, node] of found) addDef(s, name, 'function', outer, node, s.p - 1, endAt);
}

/** `import ... from 'x'`, `import 'x'`, `import x = require('x')`; `import A = B.C` is no import. */
export function importStatement(s: Scan): void {
  const start = s.p;
  let source = false;
  for (s.p++; s.p < s.t.kind.length; s.p++) {
    if (is(s, s.p, '{')) s.p = closer(s, s.p);
    else if (s.t.kind[s.p] === STRING) {
      source = true;
      s.p++;
      break;
    } else if (is(s, s.p, '=') && !is(s, s.p + 1, 'require')) break;
    else if (is(s, s.p, '(')) {
      source = true;
      s.p = closer(s, s.p) + 1;
      break;
    } else if (is(s, s.p, ';')) break;
  }
  if ((is(s, s.p, 'with') || is(s, s.p, 'assert')) && !s.t.nl[s.p] && is(s, s.p + 1, '{')) s.p = closer(s, s.p + 1) + 1;
  if (!source) return expressionStatement(s, s.t.kind.length);
  const last = is(s, s.p, ';') ? s.p : s.p - 1;
  endStatement(s);
  s.imports.push([start, last]);
}
