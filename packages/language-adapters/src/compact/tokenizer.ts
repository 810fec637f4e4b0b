import type { Diagnostic, Position } from '@sextant/core-engine/ports';

/** Token classes of Compact source; comments and whitespace are dropped (doc comments ride on the next token). */
export type CompactTokenKind = 'ident' | 'number' | 'string' | 'punct';

/** One token with its 1-based start position and UTF-16 offsets into the source. */
export interface CompactToken {
  kind: CompactTokenKind;
  /** The token text as written (strings keep their quotes). */
  text: string;
  start: Position;
  end: Position;
  offset: number;
  endOffset: number;
  /** The `/** … *\/` comment directly before this token, without its delimiters. */
  doc?: string;
}

/** Tokens plus the problems met on the way (unterminated strings or comments, stray characters). */
export interface TokenizeResult {
  tokens: CompactToken[];
  diagnostics: Diagnostic[];
}

// Longest first: the tokenizer tries each at the current offset.
const MULTI_PUNCT = ['...', '..', '=>', '==', '!=', '<=', '>=', '&&', '||', '+=', '-=', '::'];
const SINGLE_PUNCT = new Set('{}()[]<>;:,.=+-*/%!?&|#^~@'.split(''));
// Identifiers follow Unicode: ID_Start (plus `_` and `$`) then ID_Continue (language 0.23.102, as ECMAScript).
const IDENT_START = /^[\p{ID_Start}_$]/u;
const IDENT_PART = /^[\p{ID_Continue}$\u200C\u200D]/u;
const ASCII_START = /[A-Za-z_$]/;
const ASCII_PART = /[A-Za-z0-9_$]/;
/** UTF-16 length of the identifier character at `i` (ASCII fast path), or 0 when there is none. */
function identCharLength(source: string, i: number, start: boolean): number {
  const code = source.charCodeAt(i);
  if (code < 128) return (start ? ASCII_START : ASCII_PART).test(source[i] as string) ? 1 : 0;
  const ch = String.fromCodePoint(source.codePointAt(i) ?? 0);
  return (start ? IDENT_START : IDENT_PART).test(ch) ? ch.length : 0;
}
const isDigit = (c: string) => c >= '0' && c <= '9';

/** Splits Compact source into tokens, skipping `//` and `/* *\/` comments; never throws. */
export function tokenizeCompact(source: string): TokenizeResult {
  const tokens: CompactToken[] = [];
  const diagnostics: Diagnostic[] = [];
  let i = 0;
  let line = 1;
  let lineStart = 0;
  let pendingDoc: string | undefined;
  const pos = (offset: number): Position => ({ line, column: offset - lineStart + 1 });
  const report = (at: Position, message: string, severity: Diagnostic['severity'] = 'error') =>
    diagnostics.push({ message, line: at.line, column: at.column, severity });
  // Advances over source[from, to) keeping line bookkeeping right.
  const advanceTo = (to: number) => {
    for (; i < to; i++) {
      if (source.charCodeAt(i) === 10) {
        line++;
        lineStart = i + 1;
      }
    }
  };
  const push = (kind: CompactTokenKind, to: number) => {
    const start = pos(i);
    const offset = i;
    advanceTo(to);
    const token: CompactToken = { kind, text: source.slice(offset, to), start, end: pos(i), offset, endOffset: i };
    if (pendingDoc !== undefined) token.doc = pendingDoc;
    pendingDoc = undefined;
    tokens.push(token);
  };

  while (i < source.length) {
    const c = source[i] as string;
    const next = source[i + 1];
    if (c === ' ' || c === '\t' || c === '\r' || c === '\n' || c === '\f' || c === '\v' || c === '\uFEFF') {
      advanceTo(i + 1);
    } else if (c === '/' && next === '/') {
      const eol = source.indexOf('\n', i);
      advanceTo(eol < 0 ? source.length : eol);
    } else if (c === '/' && next === '*') {
      const at = pos(i);
      const close = source.indexOf('*/', i + 2);
      const to = close < 0 ? source.length : close + 2;
      if (close < 0) report(at, 'Unterminated block comment: add the closing */.');
      const isDoc = source[i + 2] === '*' && source[i + 3] !== '/';
      pendingDoc = isDoc ? cleanDoc(source.slice(i + 3, close < 0 ? to : close)) : pendingDoc;
      advanceTo(to);
    } else if (c === '"' || c === "'") {
      push(
        'string',
        scanString(source, i, (message) => report(pos(i), message)),
      );
    } else if (identCharLength(source, i, true)) {
      let j = i + identCharLength(source, i, true);
      for (let n = identCharLength(source, j, false); j < source.length && n; n = identCharLength(source, j, false))
        j += n;
      push('ident', j);
    } else if (isDigit(c)) {
      let j = i + 1;
      while (j < source.length && /[0-9A-Za-z_]/.test(source[j] as string)) j++;
      push('number', j);
    } else {
      const multi = MULTI_PUNCT.find((p) => source.startsWith(p, i));
      if (multi) push('punct', i + multi.length);
      else if (SINGLE_PUNCT.has(c)) push('punct', i + 1);
      else {
        report(pos(i), `Unexpected character ${JSON.stringify(c)}: remove it or put it inside a string.`);
        advanceTo(i + 1);
      }
    }
  }
  return { tokens, diagnostics };
}

/** Returns the offset just past the string starting at `from`; an unterminated string ends at the line end. */
function scanString(source: string, from: number, report: (message: string) => void): number {
  const quote = source[from];
  let j = from + 1;
  while (j < source.length) {
    const ch = source[j];
    if (ch === '\\')
      j += 2; // escapes, including a backslash-newline continuation
    else if (ch === quote) return j + 1;
    else if (ch === '\n') break;
    else j++;
  }
  report(`Unterminated string literal: close it with ${quote}.`);
  return Math.min(j, source.length);
}

/** Strips the leading `*` gutter of a doc comment. */
function cleanDoc(body: string): string {
  return body
    .split('\n')
    .map((l) => l.replace(/^\s*\*? ?/, '').trimEnd())
    .join('\n')
    .trim();
}
