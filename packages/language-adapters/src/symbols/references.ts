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
  let line = 1;
  let seen = new Set<string>();
  const re = /[A-Za-z_$][\w$]*|\n/g;
  for (let m = re.exec(source); m; m = re.exec(source)) {
    const name = m[0];
    if (name === '\n') {
      line++;
      if (seen.size) seen = new Set();
      continue;
    }
    if (name.length < 2 || name.length > 80 || seen.has(name) || KEYWORDS.has(name.toLowerCase())) continue;
    seen.add(name);
    if (!exclude.has(`${name}:${line}`)) out.push({ name, line });
  }
  return out;
}
