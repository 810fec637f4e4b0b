import { reciprocalRankFusion } from '../../retrieval/fusion.js';
import { tokenizeCode } from '../../retrieval/tokenize.js';
import { buildCommitSearch } from './commit-search.js';
import type { FileHistory } from './file-history.js';
import { addBm25Scores, bm25Postings } from './postings.js';
import { createTopIds } from './top-ids.js';

/** How the history ranks files. */
export interface HistoryIndexOptions {
  /**
   * The files of the `of` past commits most like the query (commit-search.ts), fused into the per-file
   * documents' ranking with this weight (reciprocal rank, constant 10; weight 0 leaves them out). Localization
   * dev 0.606 -> 0.612 at 0.3 of 100, every repository at or above; left one repository out 0.610.
   * @default { weight: 0.3, of: 100 }
   */
  commits?: { weight: number; of?: number };
}

/**
 * The history as a file ranking: BM25 over one document per file (the subjects of the commits that touched
 * it), with the files of the most similar past commits fused in.
 */
export interface HistoryIndex {
  readonly head: string;
  /** Files with history. */
  readonly size: number;
  /** The `topK` files whose history best matches the terms (index terms, as `queryTerms` gives them). */
  search(terms: readonly string[], topK: number, live?: (path: string) => boolean): string[];
}

/** Builds the in-memory index of a history (each subject is tokenized once, however many files it touched). */
export function buildHistoryIndex(h: FileHistory, opts: HistoryIndexOptions = {}): HistoryIndex {
  const tokens = h.subjects.map((s) => tokenizeCode(s, { dropStopWords: true }));
  // Sorted: ids in path order, so ties broken by id are broken by path.
  const paths = Object.keys(h.files).sort();
  const byFile = buildFileSearch(h, paths, tokens);
  const commits = opts.commits ?? { weight: 0.3, of: 100 };
  const byCommit = commits.weight > 0 ? buildCommitSearch(h, paths, tokens) : undefined;
  return {
    head: h.head,
    size: paths.length,
    search(terms, topK, live) {
      const files = byFile(terms, topK, live);
      if (!byCommit) return files;
      const similar = byCommit(terms, topK, commits.of ?? 100, live);
      const lists = [
        { signal: 'files', weight: 1, ids: files },
        { signal: 'commits', weight: commits.weight, ids: similar },
      ];
      return reciprocalRankFusion(lists, 10)
        .slice(0, topK)
        .map((r) => r.id);
    },
  };
}

// BM25 over one document per file: the subjects of the commits that touched it.
function buildFileSearch(h: FileHistory, paths: readonly string[], tokens: readonly string[][]) {
  const postings = bm25Postings(paths.map((p) => h.files[p]!.map((at) => tokens[at] ?? [])));
  const top = createTopIds(paths.length);
  return (terms: readonly string[], topK: number, live?: (path: string) => boolean): string[] => {
    addBm25Scores(postings, paths.length, terms, top);
    return top.take(topK, live && ((id) => live(paths[id]!))).ids.map((id) => paths[id]!);
  };
}
