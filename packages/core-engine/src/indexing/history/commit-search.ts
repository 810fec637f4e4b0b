import type { FileHistory } from './file-history.js';
import { addBm25Scores, bm25Postings } from './postings.js';
import { createTopIds } from './top-ids.js';

/** Files ranked by the past commits most like a query (`terms`, `topK` files, `commits` similar commits). */
export type CommitSearch = (
  terms: readonly string[],
  topK: number,
  commits: number,
  live?: (path: string) => boolean,
) => string[];

/**
 * BugLocator's "similar past fixes": BM25 over one document per commit (its subject), up to the indexed
 * commit; each file that one of the `commits` most similar commits touched gets sim / (files that commit
 * touched), summed. A file's own history document concatenates every subject that touched it, so a hub
 * file matches most queries; here a commit that touched many files says little about each one. `paths`
 * are the history's files in path order (ties go to the newer commit, then the path).
 */
export function buildCommitSearch(h: FileHistory, paths: readonly string[], tokens: readonly string[][]): CommitSearch {
  const idOf = new Map(paths.map((p, i) => [p, i] as const));
  const filesOf: number[][] = h.subjects.map(() => []);
  for (const p of paths) for (const at of h.files[p]!) filesOf[at]!.push(idOf.get(p)!);
  const postings = bm25Postings(tokens.map((toks) => [toks]));
  const n = tokens.length;
  const topCommits = createTopIds(n);
  const topFiles = createTopIds(paths.length);
  return (terms, topK, commits, live) => {
    addBm25Scores(postings, n, terms, topCommits);
    const similar = topCommits.take(commits);
    for (const doc of similar.ids) {
      const files = filesOf[doc]!;
      const each = similar.score(doc) / files.length;
      for (const id of files) topFiles.add(id, each);
    }
    return topFiles.take(topK, live && ((id) => live(paths[id]!))).ids.map((id) => paths[id]!);
  };
}
