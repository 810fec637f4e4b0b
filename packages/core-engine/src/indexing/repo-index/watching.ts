import type { RunIndexOptions } from '../run/run-index.js';
import type { IndexRunStats } from '../state/types.js';
import { checkFreshness } from '../work-tree/freshness.js';
import type { Freshness } from '../work-tree/freshness.js';
import { watchWorkTree } from '../work-tree/watch.js';
import type { RepoIndexContext } from './context.js';
import { currentIndex } from './loaded.js';
import { runShared, warmTermsSoon } from './run.js';

export interface WatchIndexOptions extends Pick<RunIndexOptions, 'root' | 'maxFileBytes' | 'languages'> {
  debounceMs?: number;
  /** See `WatchOptions.fullCheckMs`. @default 30000 */
  fullCheckMs?: number;
  onRun?: (s: IndexRunStats) => void;
  /** Re-index at once for changes made before watching began. @default true */
  catchUp?: boolean;
}

/**
 * Keeps the index fresh: watches the work tree and re-indexes changed files in the background
 * (a first run catches up at once). Until `unwatch`, freshness comes from memory.
 */
export function watchIndex(ctx: RepoIndexContext, o: WatchIndexOptions): void {
  if (ctx.watching) return;
  const runOnce = (changed: readonly string[] | undefined, signal: AbortSignal) =>
    runShared(ctx, { root: o.root, maxFileBytes: o.maxFileBytes, languages: o.languages, changed, signal });
  ctx.watching = watchWorkTree(runOnce, {
    root: o.root,
    debounceMs: o.debounceMs,
    fullCheckMs: o.fullCheckMs,
    log: ctx.opts.log,
    onRun: o.onRun,
  });
  if (o.catchUp !== false) ctx.watching.kick();
  else warmTermsSoon(ctx);
}

/** Stops watching; resolves when a run the watch started has stopped (cancelled when it could be). */
export function unwatchIndex(ctx: RepoIndexContext): Promise<void> {
  const closing = ctx.watching?.close();
  ctx.watching = undefined;
  return closing ?? Promise.resolve();
}

/** Whether the index reflects its work tree: from memory when watched, else from git (reused for `freshnessTtlMs`). */
export async function indexFreshness(ctx: RepoIndexContext): Promise<Freshness> {
  // A watched index knows from memory; it never asks git on the request path (unless the watcher broke).
  if (ctx.watching?.broken) void unwatchIndex(ctx);
  if (ctx.watching) {
    const now = ctx.watching.freshness();
    return now.behind || !ctx.lastRunFailed
      ? now
      : { behind: true, reason: 'the last indexing run did not finish; changes wait for the next edit or ensure' };
  }
  const { state } = await currentIndex(ctx);
  const { fresh } = ctx;
  if (fresh && fresh.state === state && Date.now() - fresh.at < (ctx.opts.freshnessTtlMs ?? 1000)) return fresh.value;
  ctx.fresh = { at: Date.now(), state, value: await checkFreshness(state) };
  return ctx.fresh.value;
}
