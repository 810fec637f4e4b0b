import type { SymbolReference } from '@sextant/core-engine';

// Words that are syntax in the languages we index, never references to a definition.
export const KEYWORDS = new Set(
  (
    'if else for while do return function class const let var new this self super import export from as def ' +
    'elif pass lambda yield async await try catch except finally throw raise with in is not and or true false ' +
    'null none nil undefined void public private protected static final abstract interface extends implements ' +
    'struct enum impl trait pub fn mut use mod crate match loop break continue package func type go defer chan ' +
    'select case switch default contract library function modifier event emit returns memory storage calldata ' +
    'external internal view pure payable require assert uint int bool string address bytes mapping'
  ).split(' '),
);

// Identifier characters by char code: starts `[A-Za-z_$]`, continues `[A-Za-z0-9_$]` (ASCII, like `\w`).
const START = new Uint8Array(128);
const PART = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  START[c] = /[A-Za-z_$]/.test(ch) ? 1 : 0;
  PART[c] = /[\w$]/.test(ch) ? 1 : 0;
}

/**
 * Identifier references, one per name and line. A lexical scan (not the AST) keeps indexing fast; names
 * in comments count too, which helps the reference graph more than it hurts.
 */
export function scanReferences(source: string, exclude: ReadonlySet<string> = new Set()): SymbolReference[] {
  const out: SymbolReference[] = [];
  // `name:line` pairs to leave out, looked up only for names that have one.
  const excludedNames = new Set([...exclude].map((k) => k.slice(0, k.lastIndexOf(':'))));
  // One lookup per identifier: what is known of each distinct name, and the last line it was seen on.
  const names = new Map<string, { line: number; keyword: boolean; excluded: boolean }>();
  let line = 1;
  const n = source.length;
  for (let i = 0; i < n;) {
    const c = source.charCodeAt(i);
    if (c === 10) {
      line++;
      i++;
      continue;
    }
    if (c >= 128 || START[c] === 0) {
      i++;
      continue;
    }
    const start = i;
    for (i++; i < n; i++) {
      const d = source.charCodeAt(i);
      if (d >= 128 || PART[d] === 0) break;
    }
    const len = i - start;
    if (len < 2 || len > 80) continue;
    const name = source.slice(start, i);
    let seen = names.get(name);
    if (seen === undefined) {
      seen = { line: 0, keyword: KEYWORDS.has(name.toLowerCase()), excluded: excludedNames.has(name) };
      names.set(name, seen);
    }
    if (seen.keyword || seen.line === line) continue;
    seen.line = line;
    if (!seen.excluded || !exclude.has(`${name}:${line}`)) out.push({ name, line });
  }
  return out;
}
