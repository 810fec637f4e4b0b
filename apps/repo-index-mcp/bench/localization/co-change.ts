// Co-change from history, a bench prototype (issue 27): files that changed together with the best files of a
// first ranking in past commits, read off the history field the index keeps (`history.json`).
import type { FileHistory } from '../../../../packages/core-engine/src/indexing/history/file-history.js';

export interface CoChangeOptions {
  /** First files whose commits count. @default 5 */
  from?: number;
  /** Commits touching more files than this are left out. @default 20 */
  maxFiles?: number;
  /** @default 50 */
  topK?: number;
}

/** Commit -> the paths it touched, from the per-file lists. */
export function commitFiles(h: FileHistory): string[][] {
  const byCommit: string[][] = h.subjects.map(() => []);
  for (const [path, at] of Object.entries(h.files)) for (const i of at) byCommit[i]!.push(path);
  return byCommit;
}

/** Files that changed with the first `from` of `ranked`: each shared commit adds 1 / (its other files), over the rank. */
export function coChanged(
  h: FileHistory,
  byCommit: readonly string[][],
  ranked: readonly string[],
  live: (path: string) => boolean,
  opts: CoChangeOptions = {},
): string[] {
  const maxFiles = opts.maxFiles ?? 20;
  const score = new Map<string, number>();
  ranked.slice(0, opts.from ?? 5).forEach((path, r) => {
    for (const i of h.files[path] ?? []) {
      const others = byCommit[i]!;
      if (others.length < 2 || others.length > maxFiles) continue;
      for (const o of others)
        if (o !== path && live(o)) score.set(o, (score.get(o) ?? 0) + 1 / (others.length - 1) / (r + 1));
    }
  });
  return [...score]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, opts.topK ?? 50)
    .map(([p]) => p);
}
