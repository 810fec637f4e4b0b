import type { VectorStore } from '../ports/vector-store.js';
import { mixVocab } from './vocab-model.js';
import { termPair, trainModel1 } from './vocab-train.js';
import type { TermPair, VocabTable } from './vocab-train.js';

// Comments in a chunk's text: its doc comment is the pair's other side, not code.
const COMMENTS = /\/\*[\s\S]*?\*\/|(?<![:\w])\/\/[^\n]*|^\s*#[^\n]*|"""[\s\S]*?"""|'''[\s\S]*?'''/gm;

export interface RepoVocabOptions {
  /** Chunks read at most (the model needs a sample, not every chunk). @default 20000 */
  maxChunks?: number;
  /**
   * Documented chunks trained on at most: training runs on the main thread, and 2,000 pairs keep it to a
   * fraction of a second. @default 2000
   */
  maxPairs?: number;
  /** Weight of the repository's own table against the shipped one. @default 0.5 */
  weight?: number;
}

/**
 * The repository's own vocabulary: Model 1 over its chunks that carry a doc comment (the `doc` metadata
 * the language adapters extract) against their code, so its names for things (`ds` for dataset, `qb`
 * for query builder) are learned from its own comments. Empty when the store cannot list chunks or
 * too few chunks are documented.
 */
export async function learnRepoVocab(store: VectorStore, opts: RepoVocabOptions = {}): Promise<VocabTable> {
  const max = opts.maxChunks ?? 20_000;
  const maxPairs = opts.maxPairs ?? 2000;
  const pairs: TermPair[] = [];
  if (!store.list) return new Map();
  for (let offset = 0; offset < max; offset += 2000) {
    const page = await store.list({ offset, limit: 2000 });
    for (const c of page) {
      const doc = c.metadata.doc;
      if (typeof doc !== 'string' || !doc.trim()) continue;
      const symbol = typeof c.metadata.symbol === 'string' ? c.metadata.symbol : '';
      pairs.push(termPair(doc, `${symbol} ${c.text.replace(COMMENTS, ' ')}`));
    }
    if (page.length < 2000 || pairs.length >= maxPairs) break;
    // Let searches in between run: this is background work.
    await new Promise((r) => setImmediate(r));
  }
  return pairs.length >= 20 ? trainModel1(pairs.slice(0, maxPairs), { minCount: 2, iterations: 4 }) : new Map();
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
