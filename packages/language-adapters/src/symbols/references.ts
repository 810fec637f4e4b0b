import type { SymbolReference } from '@sextant/core-engine';

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
 * in comments count too, which helps the reference graph more than it hurts.
 */
export function scanReferences(source: string, exclude: ReadonlySet<string> = new Set()): SymbolReference[] {
  const out: SymbolReference[] = [];
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const seen = new Set<string>();
    for (const m of lines[i]!.matchAll(/[A-Za-z_$][\w$]*/g)) {
      const name = m[0];
      if (name.length < 2 || seen.has(name) || KEYWORDS.has(name.toLowerCase())) continue;
      seen.add(name);
      if (!exclude.has(`${name}:${i + 1}`)) out.push({ name, line: i + 1 });
    }
  }
  return out;
}
