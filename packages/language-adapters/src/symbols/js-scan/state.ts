import type { Tokens } from './tokens.js';
import { IDENT, NUMBER, PRIVATE, PUNCT, REGEX, STRING, TEMPLATE, TPL_HEAD, TPL_TAIL, Unsure } from './tokens.js';

/** A definition as token indexes: the outer range (wrappers included) and the node the signature comes from. */
interface RawDef {
  name: string;
  kind: string;
  classLike: boolean;
  outer: number;
  node: number;
  last: number;
  /** End offset (past comments the parser folds into the node). */
  endAt: number;
}

/** Scanner state: the tokens, a cursor, and what was found so far. */
export interface Scan {
  t: Tokens;
  ts: boolean;
  p: number;
  defs: RawDef[];
  /** Import statements as [first token, last token]. */
  imports: [number, number][];
  /** Function and class expressions: first token -> index just past the expression. */
  spans: Map<number, number>;
  /** Comments folded into the statement before them (never leading doc). */
  absorbed: Set<number>;
}

export const is = (s: Scan, i: number, text: string): boolean => s.t.text[i] === text;
export const ident = (s: Scan, i: number): boolean => s.t.kind[i] === IDENT;

/** Fails the scan (the caller falls back to the parser). */
export function unsure(why: string): never {
  throw new Unsure(why);
}

/** The matching bracket of token `i`, which must be an opener. */
export function closer(s: Scan, i: number): number {
  const m = s.t.match[i]!;
  if (m < 0) unsure('bracket without match');
  return m;
}

// Keywords that leave an expression unfinished (an operand must follow).
const OPERATOR_WORDS = new Set([
  'typeof',
  'instanceof',
  'in',
  'new',
  'delete',
  'void',
  'await',
  'yield',
  'return',
  'throw',
  'case',
  'extends',
  'keyof',
  'as',
  'satisfies',
  'is',
  'infer',
  'readonly',
  'unique',
  'asserts',
  'of',
]);

/** Token `i` can end an expression (or a type). */
export function endsExpression(s: Scan, i: number): boolean {
  const k = s.t.kind[i];
  if (k === IDENT) return !OPERATOR_WORDS.has(s.t.text[i]!);
  if (k === PUNCT) {
    const x = s.t.text[i]!;
    if (x === '!') return s.ts && i > 0 && s.t.end[i - 1] === s.t.start[i] && endsExpression(s, i - 1);
    return x === ')' || x === ']' || x === '}' || x === '++' || x === '--';
  }
  return k === STRING || k === NUMBER || k === TEMPLATE || k === TPL_TAIL || k === REGEX || k === PRIVATE;
}

// Tokens that continue an expression from the line before.
const CONTINUES = new Set(
  (
    '( [ . ?. , = => + - * / % ** == != === !== < > <= >= && || ?? & | ^ << >>>= ? : ' +
    '+= -= *= /= %= **= <<= &= |= ^= &&= ||= ??= in instanceof as satisfies'
  ).split(' '),
);

/** A line break before token `i` ends the statement (automatic semicolon insertion). */
export function asiBefore(s: Scan, i: number): boolean {
  if (s.t.nl[i] !== 1 || !endsExpression(s, i - 1)) return false;
  const k = s.t.kind[i];
  if (k === TEMPLATE || k === TPL_HEAD) return false;
  return !CONTINUES.has(s.t.text[i]!);
}

export function addDef(
  s: Scan,
  name: string,
  kind: string,
  outer: number,
  node: number,
  last: number,
  endAt = s.t.end[last]!,
): void {
  s.defs.push({ name, kind, classLike: kind === 'class', outer, node, last, endAt });
}
