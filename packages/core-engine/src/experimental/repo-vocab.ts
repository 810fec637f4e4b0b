import type { VectorStore } from '../ports/vector-store.js';
import { topOf } from '../indexing/search/code-vocab.js';
import type { VocabTable } from '../indexing/search/code-vocab.js';
import { termPair, trainModel1 } from './vocab-train.js';
import type { TermPair } from './vocab-train.js';

// Comments in a chunk's text: its doc comment is the pair's other side, not code.
const COMMENTS = /\/\*[\s\S]*?\*\/|(?<![:\w])\/\/[^\n]*|^\s*#[^\n]*|"""[\s\S]*?"""|'''[\s\S]*?'''/gm;

export interface RepoVocabOptions {
  /** Chunks read at most (a bound on the background work of a huge repository). @default 200000 */
  maxChunks?: number;
  /**
   * Pairs trained on at most: training runs on the main thread, and 2,000 pairs keep it to a fraction
   * of a second. Which ones is a function of the chunk ids (a hash spread), never of storage order. @default 2000
   */
  maxPairs?: number;
}

// FNV-1a: a stable spread of chunk ids, so the pairs kept do not depend on the order rows were written.
const spread = (id: string) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193) >>> 0;
  return h;
};

const HEADING = /^#{1,6}\s+(.+)$/;
const CODE_SPANS = /```[\s\S]*?```|`[^`\n]+`/g;

/** README sections as pairs: a heading's words against the code its section shows (inline and fenced). */
function readmePairs(text: string): { doc: string; code: string }[] {
  const out: { doc: string; code: string }[] = [];
  let heading: string | undefined;
  let body: string[] = [];
  const flush = () => {
    const code = (body.join('\n').match(CODE_SPANS) ?? []).join(' ').replace(/`/g, ' ');
    if (heading && code.trim()) out.push({ doc: heading, code });
  };
  for (const line of text.split('\n')) {
    const m = HEADING.exec(line);
    if (!m) {
      body.push(line);
      continue;
    }
    flush();
    heading = m[1];
    body = [];
  }
  flush();
  return out;
}

/**
 * The repository's own vocabulary: Model 1 over its documented chunks (the `doc` metadata the language
 * adapters extract, against the chunk's code without comments) and its README sections (a heading
 * against the code it shows), so its names for things (`ds` for dataset, `qb` for query builder) are
 * learned from its own words. A function of the live rows only: the same rows, however they were
 * written (one full run or many updates), give the same table. Empty when the store cannot list
 * chunks or fewer than 20 pairs are found.
 */
export async function learnRepoVocab(store: VectorStore, opts: RepoVocabOptions = {}): Promise<VocabTable> {
  const max = opts.maxChunks ?? 200_000;
  const maxPairs = opts.maxPairs ?? 2000;
  const found: { key: string; pair: TermPair }[] = [];
  if (!store.list) return new Map();
  for (let offset = 0; offset < max; offset += 2000) {
    const page = await store.list({ offset, limit: 2000 });
    for (const c of page) {
      const doc = c.metadata.doc;
      if (typeof doc === 'string' && doc.trim()) {
        const symbol = typeof c.metadata.symbol === 'string' ? c.metadata.symbol : '';
        found.push({ key: c.id, pair: termPair(doc, `${symbol} ${c.text.replace(COMMENTS, ' ')}`) });
      }
      if (/(^|\/)readme[^/]*\.mdx?$/i.test(String(c.metadata.path)))
        readmePairs(c.text).forEach((p, i) => found.push({ key: `${c.id}#${i}`, pair: termPair(p.doc, p.code) }));
    }
    if (page.length < 2000) break;
    // Let searches in between run: this is background work.
    await new Promise((r) => setImmediate(r));
  }
  const pairs = found
    .filter((f) => f.pair.words.length && f.pair.code.length)
    .sort((a, b) => spread(a.key) - spread(b.key) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, maxPairs)
    // Training order by key: equal pair sets give bit-equal tables.
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((f) => f.pair);
  return pairs.length >= 20 ? trainModel1(pairs, { minCount: 2, iterations: 4 }) : new Map();
}

/** The shipped table mixed with the repository's own at `weight`. */
export function personalVocab(shipped: VocabTable, own: VocabTable, weight = 0.5): VocabTable {
  return own.size
    ? mixVocab([
        { table: shipped, weight: 1 },
        { table: own, weight },
      ])
    : shipped;
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
