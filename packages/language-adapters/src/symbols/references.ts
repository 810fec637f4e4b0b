import type { SymbolReference } from '@sextant/core-engine/ports';
import { ID_PART, ID_START } from './ident-chars.js';

// Words that are syntax in the languages we index, never references to a definition.
const KEYWORDS = new Set(
  (
    'if else for while do return function class const let var new this self super import export from as def ' +
    'elif pass lambda yield async await try catch except finally throw raise with in is not and or true false ' +
    'null none nil undefined void public private protected static final abstract interface extends implements ' +
    'struct enum impl trait pub fn mut use mod crate match loop break continue package func type go defer chan ' +
    'select case switch default contract library function modifier event emit returns memory storage calldata ' +
    'external internal view pure payable require assert uint int bool string address bytes mapping'
  ).split(' '),
);

/**
 * Identifier references, one per name and line. A lexical scan (not the AST) keeps indexing fast; names
 * in comments count too, which helps the reference graph more than it hurts. `exclude` holds `name:line`
 * pairs to leave out (definitions on their own line).
 */
export function scanReferences(source: string, exclude: ReadonlySet<string> = new Set()): SymbolReference[] {
  const r = refSink();
  refText(r, source, 0, source.length);
  return refsExcept(r, exclude);
}

/**
 * References as they are found: ASCII identifiers anywhere (comments and strings included), one per name
 * and line. The JS/TS scanner feeds it while lexing, so its file needs no second pass.
 */
export interface RefSink {
  out: SymbolReference[];
  names: Map<string, { line: number; keyword: boolean }>;
  /** The current 1-based line. */
  line: number;
}

export const refSink = (): RefSink => ({ out: [], names: new Map(), line: 1 });

/** One identifier-shaped word on the current line. */
export function refWord(r: RefSink, name: string): void {
  if (name.length < 2 || name.length > 80) return;
  let seen = r.names.get(name);
  if (seen === undefined) {
    seen = { line: 0, keyword: KEYWORDS.has(name.toLowerCase()) };
    r.names.set(name, seen);
  }
  if (seen.keyword || seen.line === r.line) return;
  seen.line = r.line;
  r.out.push({ name, line: r.line });
}

/** The words of raw text `source[from, to)` (a comment, literal, number…), counting its line breaks. */
export function refText(r: RefSink, source: string, from: number, to: number): void {
  for (let i = from; i < to;) {
    const c = source.charCodeAt(i);
    if (c === 10) {
      r.line++;
      i++;
      continue;
    }
    if (c >= 128 || ID_START[c] === 0) {
      i++;
      continue;
    }
    const start = i;
    for (i++; i < to; i++) {
      const d = source.charCodeAt(i);
      if (d >= 128 || ID_PART[d] === 0) break;
    }
    if (i - start >= 2) refWord(r, source.slice(start, i));
  }
}

/** The references without those on a definition's own line (`name:line` in `exclude`). */
export function refsExcept(r: RefSink, exclude: ReadonlySet<string>): SymbolReference[] {
  const names = new Set([...exclude].map((k) => k.slice(0, k.lastIndexOf(':'))));
  return r.out.filter((ref) => !names.has(ref.name) || !exclude.has(`${ref.name}:${ref.line}`));
}
