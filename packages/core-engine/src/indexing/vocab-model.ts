import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Translations, VocabTable } from './vocab-train.js';

/** A weighted term added to a lexical query. */
export interface ExpansionTerm {
  term: string;
  weight: number;
}

/** The model file: `words` maps a word to `"term p term p …"`. */
interface VocabFile {
  about?: string;
  corpus?: readonly string[];
  pairs?: number;
  words: Record<string, string>;
}

/** The table as the model file's JSON (keys sorted, so equal tables give equal files). */
export function encodeVocab(table: VocabTable, meta: Omit<VocabFile, 'words'>): string {
  const words: Record<string, string> = {};
  for (const w of [...table.keys()].sort())
    words[w] = table
      .get(w)!
      .flatMap(([c, p]) => [c, String(p)])
      .join(' ');
  return `${JSON.stringify({ ...meta, words })}\n`;
}

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

// From src/indexing/ (tests, tsx) or from dist/ (the built package).
const CANDIDATES = ['../../data/code-vocab.json', '../data/code-vocab.json'];
let shipped: VocabTable | undefined;

/** The model shipped with this package (read once, on first use); empty when the file is missing. */
export function shippedVocab(): VocabTable {
  if (shipped) return shipped;
  const path = CANDIDATES.map((p) => fileURLToPath(new URL(p, import.meta.url))).find((p) => existsSync(p));
  shipped = path ? decodeVocab(readFileSync(path, 'utf8')) : new Map();
  return shipped;
}

/**
 * Several tables as one: a word's translations are the weighted sum of each table's (a table without
 * the word adds nothing), most likely first.
 */
export function mixVocab(tables: readonly { table: VocabTable; weight: number }[], keep = 10): VocabTable {
  const sums = new Map<string, Map<string, number>>();
  for (const { table, weight } of tables)
    for (const [w, list] of table) {
      const m = sums.get(w) ?? new Map<string, number>();
      for (const [c, p] of list) m.set(c, (m.get(c) ?? 0) + weight * p);
      sums.set(w, m);
    }
  const out: VocabTable = new Map();
  for (const [w, m] of sums) out.set(w, topOf(m, keep));
  return out;
}

const topOf = (m: Map<string, number>, keep: number): Translations =>
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
