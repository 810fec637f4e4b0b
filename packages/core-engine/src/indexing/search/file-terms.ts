import { tokenizeCode } from '../../retrieval/tokenize.js';
import type { SymbolRecord } from '../state/types.js';
import type { SymbolIndex } from './symbol-index.js';

const K1 = 1.2;
const B = 0.75;

/** Terms of one file version: its identifier words (code, comments, strings) counted by lines, and its definitions. */
const bags = new WeakMap<SymbolRecord, Map<string, number>>();

// Names repeat across files: each is tokenized once (bounded, as the symbol index's parts).
const tokenCache = new Map<string, readonly string[]>();
const tokensOf = (name: string): readonly string[] => {
  let ts = tokenCache.get(name);
  if (!ts) {
    ts = tokenizeCode(name, { dropStopWords: true });
    if (tokenCache.size < 500_000) tokenCache.set(name, ts);
  }
  return ts;
};

function bagOf(rec: SymbolRecord): Map<string, number> {
  let bag = bags.get(rec);
  if (bag) return bag;
  bag = new Map();
  const add = (name: string, n: number) => {
    for (const t of tokensOf(name)) bag!.set(t, (bag!.get(t) ?? 0) + n);
  };
  for (const [name, n] of Object.entries(rec.refs)) add(name, n);
  for (const d of rec.defs) add(d.name, 1);
  bags.set(rec, bag);
  return bag;
}

interface FileTermIndex {
  paths: string[];
  lengths: Float64Array;
  avg: number;
  postings: Map<string, { docs: number[]; tfs: number[] }>;
}

// Built once per symbol index; a file's bag is kept with its record, so an update re-tokenizes changed files only.
const indexes = new WeakMap<SymbolIndex, FileTermIndex>();

function termIndex(symbols: SymbolIndex): FileTermIndex {
  let idx = indexes.get(symbols);
  if (idx) return idx;
  const paths = [...symbols.records.keys()];
  const lengths = new Float64Array(paths.length);
  const postings = new Map<string, { docs: number[]; tfs: number[] }>();
  paths.forEach((path, doc) => {
    for (const [t, n] of bagOf(symbols.records.get(path)!)) {
      lengths[doc]! += n;
      let p = postings.get(t);
      if (!p) postings.set(t, (p = { docs: [], tfs: [] }));
      p.docs.push(doc);
      p.tfs.push(n);
    }
  });
  const avg = lengths.reduce((a, x) => a + x, 0) / Math.max(1, paths.length);
  indexes.set(symbols, (idx = { paths, lengths, avg, postings }));
  return idx;
}

/**
 * Files by BM25 over each file's words as its symbol record holds them (identifiers of its code, comments
 * and strings, each counted once a line, and its definitions' names): whole-file matching from what the
 * index keeps in memory already, beyond the chunks a lexical search returns.
 */
export function fileTermMatches(
  symbols: SymbolIndex,
  terms: readonly string[],
  topK: number,
  live?: (path: string) => boolean,
): string[] {
  const { paths, lengths, avg, postings } = termIndex(symbols);
  const score = new Float64Array(paths.length);
  const hit: number[] = [];
  for (const t of new Set(terms)) {
    const p = postings.get(t);
    if (!p) continue;
    const idf = Math.log(1 + (paths.length - p.docs.length + 0.5) / (p.docs.length + 0.5));
    for (let i = 0; i < p.docs.length; i++) {
      const doc = p.docs[i]!;
      const tf = p.tfs[i]!;
      if (score[doc] === 0) hit.push(doc);
      score[doc]! += (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * lengths[doc]!) / Math.max(1, avg)));
    }
  }
  return hit
    .filter((doc) => !live || live(paths[doc]!))
    .sort((a, b) => score[b]! - score[a]! || (paths[a]! < paths[b]! ? -1 : 1))
    .slice(0, topK)
    .map((doc) => paths[doc]!);
}
