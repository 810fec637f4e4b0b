import { git } from '../git/git.js';
import type { FileHistory, HistoryOptions } from './file-history.js';
import { historyOptions, historyOptionsKey, logCommits } from './file-history.js';
import { assembleHistory, commitsOf } from './history-log.js';

const isAncestor = (root: string, older: string, newer: string) =>
  git(root, ['merge-base', '--is-ancestor', older, newer]).then(
    () => true,
    () => false, // not an ancestor (exit 1), or a commit this clone no longer has
  );

/**
 * The history of `head` from the one kept for an ancestor: only the commits after it (`old..head`) are read
 * and merged in. Exactly what `readFileHistory(root, head, opts)` gives (the commits of `head` are those of
 * the ancestor plus the range, in an order of the commits alone); undefined when that cannot be told so (the
 * kept one was cut at `maxCommits` or read with other options, the range would reach the cut, `old` is no
 * ancestor): the caller reads the whole history then.
 */
export async function extendFileHistory(
  root: string,
  old: FileHistory,
  head: string,
  opts: HistoryOptions = {},
): Promise<FileHistory | undefined> {
  const start = performance.now();
  const o = historyOptions(opts);
  if (old.options !== historyOptionsKey(o) || !old.ids || !old.times || old.read === undefined) return undefined;
  if (old.read >= o.maxCommits || !(await isAncestor(root, old.head, head))) return undefined;
  const added = await logCommits(root, `${old.head}..${head}`, o, o.maxCommits - old.read);
  const read = old.read + added.length;
  if (read >= o.maxCommits) return undefined;
  return {
    head,
    ...assembleHistory([...added, ...commitsOf(old)], o),
    read,
    options: old.options,
    ms: Math.round(performance.now() - start),
  };
}
