// History-by-commit variants tried beside the engine's (history/commit-search.ts, session 8), a bench
// prototype: similar commits as a file list of their own, with a commit's similarity shared over its files
// as sim / files^share and halved every `halfLife` commits back; and the per-file document with each
// subject weighted by 1 / files^share.
import { tokenizeCode } from '@sextant/core-engine/retrieval';
import type { FileHistory } from '../../../../packages/core-engine/src/indexing/history/file-history.js';
import {
  addBm25Scores,
  bm25Idf,
  bm25Postings,
} from '../../../../packages/core-engine/src/indexing/history/postings.js';

export interface CommitSearchOptions {
  /** Most similar commits whose files count. @default 50 */
  commits?: number;
  /** A commit's files share its similarity: sim / files^share. @default 1 */
  share?: number;
  /** A commit's similarity halves every `halfLife` commits back (0: no decay). @default 0 */
  halfLife?: number;
}

const filesOf = (h: FileHistory) => {
  const out: string[][] = h.subjects.map(() => []);
  for (const [path, at] of Object.entries(h.files)) for (const i of at) out[i]!.push(path);
  return out;
};

const ranked = (score: Map<string, number>, topK: number) =>
  [...score]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, topK)
    .map(([p]) => p);

/** The files of the commits most like the query, each getting sim / files^share per commit. */
export function buildCommitSearch(h: FileHistory) {
  const files = filesOf(h);
  const postings = bm25Postings(h.subjects.map((s) => [tokenizeCode(s, { dropStopWords: true })]));
  const n = h.subjects.length;
  return (terms: readonly string[], topK: number, live?: (path: string) => boolean, opts: CommitSearchOptions = {}) => {
    const score = new Map<number, number>();
    addBm25Scores(postings, n, terms, { add: (doc, x) => score.set(doc, (score.get(doc) ?? 0) + x) });
    const halfLife = opts.halfLife ?? 0;
    if (halfLife > 0) for (const [doc, sim] of score) score.set(doc, sim * Math.pow(0.5, doc / halfLife));
    const similar = [...score].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, opts.commits ?? 50);
    const byFile = new Map<string, number>();
    for (const [doc, sim] of similar) {
      const each = sim / Math.pow(files[doc]!.length, opts.share ?? 1);
      for (const p of files[doc]!) if (!live || live(p)) byFile.set(p, (byFile.get(p) ?? 0) + each);
    }
    return ranked(byFile, topK);
  };
}

/**
 * The per-file history document with each subject counted 1 / (files its commit touched)^share times (its
 * own BM25: fractional term counts).
 */
export function buildWeightedHistory(h: FileHistory, share: number) {
  const K1 = 1.2;
  const B = 0.75;
  const files = filesOf(h);
  const tokens = h.subjects.map((s) => tokenizeCode(s, { dropStopWords: true }));
  const paths = Object.keys(h.files);
  const lengths = new Float64Array(paths.length);
  const postings = new Map<string, Map<number, number>>();
  paths.forEach((path, doc) => {
    for (const at of h.files[path]!) {
      const w = 1 / Math.pow(files[at]!.length, share);
      lengths[doc]! += w * tokens[at]!.length;
      for (const t of tokens[at]!) {
        const p = postings.get(t) ?? postings.set(t, new Map()).get(t)!;
        p.set(doc, (p.get(doc) ?? 0) + w);
      }
    }
  });
  const avg = lengths.reduce((a, x) => a + x, 0) / Math.max(1, paths.length);
  return {
    head: h.head,
    size: paths.length,
    search(terms: readonly string[], topK: number, live?: (path: string) => boolean) {
      const score = new Map<string, number>();
      for (const t of new Set(terms)) {
        const p = postings.get(t);
        if (!p) continue;
        const idf = bm25Idf(paths.length, p.size);
        for (const [doc, tf] of p) {
          if (live && !live(paths[doc]!)) continue;
          const norm = tf + K1 * (1 - B + (B * lengths[doc]!) / Math.max(1e-9, avg));
          score.set(paths[doc]!, (score.get(paths[doc]!) ?? 0) + (idf * tf * (K1 + 1)) / norm);
        }
      }
      return ranked(score, topK);
    },
  };
}
