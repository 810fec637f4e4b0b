import { isAppError } from '../../errors.js';
import { warmRankMemo } from '../ranking/rank-inputs.js';
import { warmFileTerms } from '../search/file-terms.js';
import { warmPathSignals } from '../search/file-signals.js';
import { runIndex } from '../run/run-index.js';
import type { RunIndexOptions } from '../run/run-index.js';
import { spareFilesCopy } from '../state/spare-files.js';
import { storageError } from '../state/storage.js';
import type { IndexRunStats } from '../state/types.js';
import type { RepoIndexContext } from './context.js';
import { historyOf, prefetchHistory } from './history.js';
import { currentIndex } from './loaded.js';
import { learnedVocab } from './vocab.js';

/** Readies the file graph of the current state for incremental updates; true if it was built now. */
export const warm = async (ctx: RepoIndexContext): Promise<boolean> =>
  warmRankMemo((await currentIndex(ctx)).state, ctx.states);

const warmSoon = (ctx: RepoIndexContext) => setTimeout(() => void warm(ctx).catch(() => undefined), 0).unref();

/** After the search that follows an edit, while the user types: how long a run's spare file table waits. */
const SPARE_AFTER_MS = 400;
// The next run over named paths patches a copy of the current file table made here, not during the run.
const spareSoon = (ctx: RepoIndexContext) =>
  setTimeout(
    () =>
      void ctx.states
        .readState()
        .then((s) => s && spareFilesCopy(s.files))
        .catch(() => undefined),
    SPARE_AFTER_MS,
  ).unref();

/**
 * Builds what the first search of a state reads (its symbols, file terms and path signals) in the background,
 * as a watched index is loaded or updated, so a search does not pay for them (one arriving meanwhile waits for
 * the build; none builds them twice).
 */
export const warmTermsSoon = (ctx: RepoIndexContext) =>
  setTimeout(
    () =>
      void currentIndex(ctx)
        .then((l) => {
          warmFileTerms(l.symbols);
          // Another turn of the loop: a request arriving meanwhile is not held behind both builds.
          setTimeout(() => warmPathSignals(l.state), 0).unref();
        })
        .catch(() => undefined),
    0,
  ).unref();

/** Builds or updates the index; concurrent calls in this process share one run. */
export function runShared(ctx: RepoIndexContext, o: RunIndexOptions): Promise<IndexRunStats> {
  ctx.running ??= runWithHistory(ctx, o)
    .then(
      (stats) => {
        ctx.lastRunFailed = false;
        spareSoon(ctx);
        // A watched index that found nothing to do (a restart's catch-up) readies the graph for the first edit.
        if (ctx.watching && stats.status === 'up_to_date') warmSoon(ctx);
        if (ctx.watching) warmTermsSoon(ctx);
        if (ctx.opts.learnVocab === true)
          void currentIndex(ctx)
            .then(({ state }) => learnedVocab(ctx, state))
            .catch(() => undefined);
        return stats;
      },
      (err: unknown) => {
        ctx.lastRunFailed = true;
        throw err;
      },
    )
    .finally(() => {
      ctx.running = undefined;
    });
  return ctx.running;
}

// The history is read from git alongside the run that moves HEAD (a function of HEAD: an updated index reads
// what a full one reads); its cost shows as `timings_ms.history` (the read, overlapping the run) and
// `history_wall` (what the run waited for it past its own end) when it was read now.
async function runWithHistory(ctx: RepoIndexContext, o: RunIndexOptions): Promise<IndexRunStats> {
  const had = ctx.historyFile;
  // A run over named paths (a watcher's) keeps HEAD: a commit or checkout makes the watcher list the tree, and
  // a named run that finds HEAD moved lists it too (the history is then read after it). No git process here.
  const early = o.changed ? undefined : prefetchHistory(ctx, o.root, o.rev);
  const stats = await runVerified(ctx, o);
  if (ctx.opts.history === false) return stats;
  await early;
  const start = performance.now();
  // The state alone (not the symbol index a search loads): HEAD and root are all the history needs.
  const state = await ctx.states.readState();
  const history = state && (await historyOf(ctx, state));
  if (history && ctx.historyFile !== had)
    stats.timings_ms = {
      ...stats.timings_ms,
      history: history.ms,
      history_wall: Math.round(performance.now() - start),
    };
  return stats;
}

// The first run of this process checks the state against the store before trusting it.
async function runVerified(ctx: RepoIndexContext, o: RunIndexOptions): Promise<IndexRunStats> {
  const { opts } = ctx;
  const deps = {
    state: ctx.states,
    store: opts.store,
    embedder: opts.embedder,
    adapters: opts.adapters,
    log: opts.log,
    embeddingCache: opts.embeddingCache,
    pool: opts.pool,
  };
  const verify = !ctx.verified;
  try {
    const stats = await runIndex({ ...o, verify }, deps);
    ctx.verified = true;
    return stats;
  } catch (e) {
    // The store found its file damaged mid-run and put an empty one in its place: one full run rebuilds it.
    // A full disk or an unwritable data directory is said with the directory's name.
    if (!(isAppError(e) && e.code === 'INDEX_CORRUPT' && opts.store.repaired)) throw storageError(e, opts.dir);
    return runIndex({ ...o, verify }, deps).catch((again: unknown) => {
      throw storageError(again, opts.dir);
    });
  }
}
