import { join } from 'node:path';
import { buildHistoryIndex } from '../history/history-index.js';
import type { HistoryIndex } from '../history/history-index.js';
import { extendFileHistory } from '../history/extend-history.js';
import { historyOptionsKey, readFileHistory } from '../history/file-history.js';
import { readHistoryBehind } from '../history/read-behind.js';
import { findSharedHistory, readHistoryFile, shareHistory } from '../history/shared-history.js';
import { git } from '../git/git.js';
import type { FileHistory } from '../history/file-history.js';
import { writeAtomic } from '../state/state-store.js';
import type { IndexState } from '../state/types.js';
import type { RepoIndexContext } from './context.js';

const FILE = 'history.json';

// The kept history when it is HEAD's; else the one of an ancestor extended by the commits after it (an
// update run after a commit reads those, not the whole log); else one another index of the data folder kept
// (a work tree or revision of the same repository: see shared-history.ts); else the whole log, behind the run
// until `ended` when given.
async function readOrBuild(
  ctx: RepoIndexContext,
  root: string,
  head: string,
  ended?: Promise<void>,
): Promise<FileHistory> {
  const path = join(ctx.opts.dir, FILE);
  const saved = await readHistoryFile(path);
  const opts = typeof ctx.opts.history === 'object' ? ctx.opts.history : {};
  // Kept for this HEAD and read the same way (options, path reading): as it is.
  if (saved?.head === head && saved.options === historyOptionsKey(opts)) return saved;
  const shared = ctx.opts.historyCache;
  const h =
    (saved && (await extendFileHistory(root, saved, head, opts))) ??
    (shared !== undefined ? await findSharedHistory(shared, root, head, opts) : undefined) ??
    (await (ended ? readHistoryBehind(root, head, opts, ended) : readFileHistory(root, head, opts)));
  const text = JSON.stringify(h);
  await writeAtomic(path, text);
  // Kept for the others as a saving only: this index has its history either way.
  if (shared !== undefined)
    await shareHistory(shared, h.head, path, text).catch((err: unknown) =>
      ctx.opts.log.debug('keeping the history for other indexes failed', { err: String(err) }),
    );
  return h;
}

const enabled = (ctx: RepoIndexContext, state: IndexState): state is IndexState & { head: string } =>
  ctx.opts.history !== false && state.head !== null;

/**
 * The history of `state`'s HEAD (with the `history` option): read once per HEAD with one `git log` and kept
 * in the index's folder (a run reads it; a search of another process finds it there). Undefined when off,
 * before the first commit, or when git cannot read it (an imported bundle away from its repository).
 */
export function historyOf(ctx: RepoIndexContext, state: IndexState): Promise<FileHistory | undefined> {
  return enabled(ctx, state) ? historyAt(ctx, state.root, state.head) : Promise.resolve(undefined);
}

// `behind`: read at a low priority (the run beside it goes first) until someone asks for it without
// `behind` (the run at its end, a search): it is needed now then.
function historyAt(
  ctx: RepoIndexContext,
  root: string,
  head: string,
  behind = false,
): Promise<FileHistory | undefined> {
  if (ctx.historyFile?.head !== head) {
    let hurry = () => {};
    const ended = behind ? new Promise<void>((resolve) => (hurry = resolve)) : undefined;
    const file = readOrBuild(ctx, root, head, ended).catch((err: unknown) => {
      ctx.opts.log.debug('reading the history failed: searches go without it', { err: String(err) });
      return undefined;
    });
    ctx.historyFile = { head, file, hurry };
  }
  if (!behind) ctx.historyFile.hurry?.();
  return ctx.historyFile.file;
}

/**
 * Starts reading the history of the commit a run is about to index (`rev`, default HEAD), so the `git log`
 * overlaps the run's parsing, behind it (at a low priority until the run asks for it at its end). A guess
 * kept under its commit: `historyOf` of the state the run wrote uses it only when that state's HEAD is the
 * same commit (else it reads that one). Nothing without a commit.
 */
export async function prefetchHistory(ctx: RepoIndexContext, root: string, rev = 'HEAD'): Promise<void> {
  if (ctx.opts.history === false) return;
  const head = await git(root, ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`]).catch(() => '');
  if (head.trim()) void historyAt(ctx, root, head.trim(), true);
}

/** The history field searches match: the in-memory index of `historyOf`, built on the first search of a HEAD. */
export function historyFor(ctx: RepoIndexContext, state: IndexState): Promise<HistoryIndex | undefined> {
  if (!enabled(ctx, state)) return Promise.resolve(undefined);
  if (ctx.history?.head !== state.head)
    ctx.history = { head: state.head, index: historyOf(ctx, state).then((h) => h && buildHistoryIndex(h)) };
  return ctx.history.index;
}
