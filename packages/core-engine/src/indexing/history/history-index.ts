import { tokenizeCode } from '../../retrieval/tokenize.js';
import type { FileHistory } from './file-history.js';

/** BM25 over the subjects of the commits that touched each file. */
export interface HistoryIndex {
  readonly head: string;
  /** Files with history. */
  readonly size: number;
  /** The `topK` files whose history best matches the terms (index terms, as `queryTerms` gives them). */
  search(terms: readonly string[], topK: number, live?: (path: string) => boolean): string[];
}

/** How a file's history meets a question. */
export interface HistoryIndexOptions {
  /**
   * `file`: one document per file, all its subjects together. `commit`: each commit's subject matched alone,
   * a file scored by its best commit plus `support` times its next two (a past change worded like the
   * question names its files). @default 'file'
   */
  by?: 'file' | 'commit';
  /** `commit` only. @default 0.3 */
  support?: number;
  /** A commit's weight halves every `halfLife` commits back from HEAD. @default Infinity */
  halfLife?: number;
}

const K1 = 1.2;
const B = 0.75;

type Postings = Map<string, Map<number, number>>;

/** BM25 scores of the documents of `postings` for `terms`. */
function bm25(postings: Postings, lengths: Float64Array, terms: readonly string[]): Map<number, number> {
  const n = lengths.length;
  const avg = lengths.reduce((a, x) => a + x, 0) / Math.max(1, n);
  const score = new Map<number, number>();
  for (const t of new Set(terms)) {
    const p = postings.get(t);
    if (!p) continue;
    const idf = Math.log(1 + (n - p.size + 0.5) / (p.size + 0.5));
    for (const [doc, tf] of p) {
      const norm = tf + K1 * (1 - B + (B * lengths[doc]!) / Math.max(1, avg));
      score.set(doc, (score.get(doc) ?? 0) + (idf * tf * (K1 + 1)) / norm);
    }
  }
  return score;
}

function post(postings: Postings, t: string, doc: number, tf: number) {
  let p = postings.get(t);
  if (!p) postings.set(t, (p = new Map()));
  p.set(doc, (p.get(doc) ?? 0) + tf);
}

/** Builds the in-memory index of a history (each subject is tokenized once, however many files it touched). */
export function buildHistoryIndex(h: FileHistory, opts: HistoryIndexOptions = {}): HistoryIndex {
  const tokens = h.subjects.map((s) => tokenizeCode(s, { dropStopWords: true }));
  const paths = Object.keys(h.files);
  const decay = (at: number) => (opts.halfLife ? 0.5 ** (at / opts.halfLife) : 1);
  const search =
    opts.by === 'commit' ? byCommit(h, paths, tokens, decay, opts.support ?? 0.3) : byFile(h, paths, tokens, decay);
  return {
    head: h.head,
    size: paths.length,
    search(terms, topK, live) {
      return [...search(terms)]
        .filter(([doc]) => !live || live(paths[doc]!))
        .sort((a, b) => b[1] - a[1] || (paths[a[0]]! < paths[b[0]]! ? -1 : 1))
        .slice(0, topK)
        .map(([doc]) => paths[doc]!);
    },
  };
}

function byFile(h: FileHistory, paths: string[], tokens: string[][], decay: (at: number) => number) {
  const lengths = new Float64Array(paths.length);
  const postings: Postings = new Map();
  paths.forEach((path, doc) => {
    for (const at of h.files[path]!) {
      const toks = tokens[at] ?? [];
      lengths[doc]! += toks.length;
      for (const t of toks) post(postings, t, doc, decay(at));
    }
  });
  return (terms: readonly string[]) => bm25(postings, lengths, terms);
}

function byCommit(h: FileHistory, paths: string[], tokens: string[][], decay: (at: number) => number, support: number) {
  const lengths = new Float64Array(tokens.map((t) => t.length));
  const postings: Postings = new Map();
  tokens.forEach((toks, at) => toks.forEach((t) => post(postings, t, at, 1)));
  const filesOf: number[][] = tokens.map(() => []);
  paths.forEach((path, doc) => h.files[path]!.forEach((at) => filesOf[at]!.push(doc)));
  return (terms: readonly string[]) => {
    const perFile = new Map<number, number[]>();
    for (const [at, s] of bm25(postings, lengths, terms))
      for (const doc of filesOf[at]!) (perFile.get(doc) ?? perFile.set(doc, []).get(doc)!).push(s * decay(at));
    const out = new Map<number, number>();
    for (const [doc, xs] of perFile) {
      xs.sort((a, b) => b - a);
      out.set(doc, xs[0]! + support * ((xs[1] ?? 0) + (xs[2] ?? 0)));
    }
    return out;
  };
}
