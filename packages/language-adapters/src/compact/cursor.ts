import type { Diagnostic } from '@sextant/core-engine/ports';
import type { CompactToken } from './tokenizer.js';
import type { CompactSpan } from './types.js';

const OPEN: Record<string, string> = { '{': '}', '(': ')', '[': ']' };
const CLOSE = new Set(['}', ')', ']']);

/** A read position over the token list, with the helpers the declaration parser needs. */
export interface Cursor {
  readonly source: string;
  readonly tokens: readonly CompactToken[];
  readonly diagnostics: Diagnostic[];
  index: number;
  peek(ahead?: number): CompactToken | undefined;
  /** True when the token `ahead` has exactly this text (strings and idents alike). */
  is(text: string, ahead?: number): boolean;
  next(): CompactToken | undefined;
  accept(text: string): CompactToken | undefined;
  /** Consumes `text` or reports `Expected …` at the current token and returns undefined. */
  expect(text: string, context: string): CompactToken | undefined;
  expectIdent(context: string): CompactToken | undefined;
  report(at: CompactToken | undefined, message: string, severity?: Diagnostic['severity']): void;
  /** From an opening bracket at the cursor, consumes through its match (same bracket kind only). */
  skipBalanced(): CompactSpan | undefined;
  /**
   * Consumes tokens until one of `stops` at depth 0 (not consumed). Depth counts () [] {} and, with
   * `angles`, type brackets < >. Returns the tokens read.
   */
  readUntil(stops: readonly string[], angles: boolean): CompactToken[];
  /** The source text of tokens [first, last], whitespace collapsed. */
  text(tokens: readonly CompactToken[]): string;
  last(): CompactToken | undefined;
}

/** Creates a cursor at the first token. */
export function createCursor(source: string, tokens: readonly CompactToken[], diagnostics: Diagnostic[]): Cursor {
  const cursor: Cursor = {
    source,
    tokens,
    diagnostics,
    index: 0,
    peek: (ahead = 0) => tokens[cursor.index + ahead],
    is: (text, ahead = 0) =>
      tokens[cursor.index + ahead]?.text === text && tokens[cursor.index + ahead]?.kind !== 'string',
    next: () => tokens[cursor.index++],
    accept: (text) => (cursor.is(text) ? cursor.next() : undefined),
    expect(text, context) {
      const token = cursor.accept(text);
      if (!token) cursor.report(cursor.peek(), `Expected "${text}" ${context}, found ${describe(cursor.peek())}.`);
      return token;
    },
    expectIdent(context) {
      const token = cursor.peek();
      if (token?.kind === 'ident') return cursor.next();
      cursor.report(token, `Expected a name ${context}, found ${describe(token)}.`);
      return undefined;
    },
    report(at, message, severity = 'error') {
      const where = at ?? tokens[tokens.length - 1];
      const pos = at ? at.start : where ? where.end : { line: 1, column: 1 };
      diagnostics.push({ message, line: pos.line, column: pos.column, severity });
    },
    skipBalanced() {
      const open = cursor.next();
      const close = open ? OPEN[open.text] : undefined;
      if (!open || !close) return undefined;
      let depth = 1;
      while (cursor.index < tokens.length) {
        const token = cursor.next() as CompactToken;
        if (token.kind !== 'punct') continue;
        if (token.text === open.text) depth++;
        else if (token.text === close && --depth === 0) return spanOf(open, token);
      }
      cursor.report(open, `Unclosed "${open.text}": add the matching "${close}".`);
      const end = tokens[tokens.length - 1] ?? open;
      return spanOf(open, end);
    },
    readUntil(stops, angles) {
      const read: CompactToken[] = [];
      let depth = 0;
      let angle = 0;
      for (let token = cursor.peek(); token; token = cursor.peek()) {
        const punct = token.kind === 'punct';
        if (punct && depth === 0 && angle === 0 && stops.includes(token.text)) break;
        if (punct && OPEN[token.text]) depth++;
        else if (punct && CLOSE.has(token.text)) {
          if (depth === 0) break; // a closer we do not own ends the run
          depth--;
        } else if (punct && angles && token.text === '<') angle++;
        else if (punct && angles && token.text === '>' && angle > 0) angle--;
        read.push(cursor.next() as CompactToken);
      }
      return read;
    },
    text(list) {
      const first = list[0];
      const lastToken = list[list.length - 1];
      if (!first || !lastToken) return '';
      return source.slice(first.offset, lastToken.endOffset).replace(/\s+/g, ' ');
    },
    last: () => tokens[cursor.index - 1],
  };
  return cursor;
}

/** The span from the start of `first` to the end of `last`. */
export function spanOf(first: CompactToken, last: CompactToken): CompactSpan {
  return { start: first.start, end: last.end, offset: first.offset, endOffset: last.endOffset };
}

function describe(token: CompactToken | undefined): string {
  return token ? `"${token.text}"` : 'end of file';
}
