import type { SymbolIndex } from './symbol-index.js';

// A word written as code: in backticks, or shaped as an identifier (`stateReason`, `help_heading`,
// `ValueHint::Unknown`, `CompletionCandidate`).
const TICKED = /`([^`]+)`/g;
const SHAPED = /^(?:[a-z]+[A-Z]|[A-Z][a-z0-9]+[A-Z]|[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9])/;

/** The identifiers a question names: backticked words and identifier-shaped words, in order. */
export function namedIdentifiers(query: string): string[] {
  const out: string[] = [];
  const add = (w: string) => {
    for (const part of w.split(/::|\.|#/))
      if (/^[A-Za-z_$][\w$]*$/.test(part) && part.length > 2 && !out.includes(part)) out.push(part);
  };
  // A backticked command line (`gh pr view`) names no identifier.
  for (const m of query.matchAll(TICKED)) if (/^[\w$:.#]+(\(\))?$/.test(m[1]!)) add(m[1]!.replace(/\(\)$/, ''));
  for (const w of query.replace(TICKED, ' ').match(/[\w$:.#]+/g) ?? []) if (SHAPED.test(w)) add(w);
  return out;
}

/**
 * Files that define an identifier the question names (`Add createdAt field to \`Variable\` type` -> the file
 * defining `Variable`), the rarer name first; a name more than `most` files define picks none.
 */
export function namedDefinitions(symbols: SymbolIndex, query: string, topK: number, most = 5): string[] {
  const score = new Map<string, number>();
  for (const name of namedIdentifiers(query)) {
    const files = new Set((symbols.byName.get(name) ?? []).map((s) => s.path));
    if (files.size === 0 || files.size > most) continue;
    for (const p of files) score.set(p, (score.get(p) ?? 0) + 1 / files.size);
  }
  return [...score]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, topK)
    .map(([p]) => p);
}
