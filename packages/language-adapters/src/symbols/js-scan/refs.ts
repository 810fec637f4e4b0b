import type { SymbolReference } from '@sextant/core-engine';
import { KEYWORDS } from '../references.js';
import { ID_PART, ID_START } from './tokens.js';

/**
 * References collected while lexing, exactly as `scanReferences` finds them in the raw text (ASCII
 * identifiers anywhere, comments and strings included, one per name and line), without a second pass.
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
