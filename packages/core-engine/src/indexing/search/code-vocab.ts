import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A word's translations into code terms, most likely first: `[term, probability]`. */
export type Translations = readonly (readonly [string, number])[];

/** Query word (index term) -> the code terms it tends to be written as. */
export type VocabTable = Map<string, Translations>;

/** A weighted term added to a lexical query. */
export interface ExpansionTerm {
  term: string;
  weight: number;
}

/** The model file: `words` maps a word to `"term p term p …"`. */
export interface VocabFile {
  about?: string;
  corpus?: readonly string[];
  pairs?: number;
  words: Record<string, string>;
}

/** A model file's JSON as a table. */
export function decodeVocab(json: string): VocabTable {
  const file = JSON.parse(json) as VocabFile;
  const table: VocabTable = new Map();
  for (const [w, text] of Object.entries(file.words)) {
    const parts = text.split(' ');
    const list: [string, number][] = [];
    for (let i = 0; i + 1 < parts.length; i += 2) list.push([parts[i]!, Number(parts[i + 1])]);
    table.set(w, list);
  }
  return table;
}

// From src/indexing/search/ (tests, tsx) or from dist/ (the built package).
const CANDIDATES = ['../../../data/code-vocab.json', '../data/code-vocab.json'];
let shipped: VocabTable | undefined;

/** The model shipped with this package (read once, on first use); empty when the file is missing. */
export function shippedVocab(): VocabTable {
  if (shipped) return shipped;
  const path = CANDIDATES.map((p) => fileURLToPath(new URL(p, import.meta.url))).find((p) => existsSync(p));
  shipped = path ? decodeVocab(readFileSync(path, 'utf8')) : new Map();
  return shipped;
}

/** The `keep` most likely translations, ties by term. */
export const topOf = (m: Map<string, number>, keep: number): Translations =>
  [...m].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, keep);

/**
 * Code terms the query's words are likely written as, by summed translation probability, leaving out the
 * query's own terms. `max` bounds the list; `floor` drops weak ones.
 */
export function expandTerms(
  table: VocabTable,
  terms: readonly string[],
  opts: { max?: number; floor?: number } = {},
): ExpansionTerm[] {
  const { max = 8, floor = 0.03 } = opts;
  const own = new Set(terms);
  const sum = new Map<string, number>();
  for (const t of terms) for (const [c, p] of table.get(t) ?? []) if (!own.has(c)) sum.set(c, (sum.get(c) ?? 0) + p);
  return topOf(sum, max)
    .filter(([, p]) => p >= floor)
    .map(([term, p]) => ({ term, weight: Math.min(1, p) }));
}
