import { AppError } from '../../errors.js';
import { loadSymbolIndex } from '../search/symbol-index.js';
import type { SymbolIndex } from '../search/symbol-index.js';
import { updateSymbolIndex } from '../search/symbol-index-update.js';
import type { IndexState } from '../state/types.js';
import type { Loaded, RepoIndexContext } from './context.js';

/** The current state and symbols; calls made together share one read of the state and store generation. */
export function currentIndex(ctx: RepoIndexContext): Promise<Loaded> {
  ctx.loading ??= readLoaded(ctx).finally(() => {
    ctx.loading = undefined;
  });
  return ctx.loading;
}

async function readLoaded(ctx: RepoIndexContext): Promise<Loaded> {
  const { store } = ctx.opts;
  const repaired = store.repaired;
  if (repaired)
    throw new AppError(
      'NOT_INDEXED',
      `The index was found damaged (${repaired.reason}) and has not been rebuilt yet.`,
      {
        hint: 'Call ensure_repo_index to rebuild it.',
        details: { ...repaired },
      },
    );
  // The state store returns the same object until the state file changes.
  let state = await ctx.states.readState();
  // Another process committed rows and is about to write their state: wait for it (a few ms), so ranks,
  // symbols and rows come from one run. A writer killed in between leaves the pair unmatched: the
  // committed rows serve, and its next run repairs the state (journal).
  for (let i = 0; state?.storeGeneration !== undefined && store.generation; i++) {
    const generation = await store.generation();
    if (generation === state.storeGeneration) break;
    if (i === 40 || (ctx.unmatched?.state === state && ctx.unmatched.generation === generation)) {
      ctx.unmatched = { state, generation }; // waited for once: not again for this pair
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
    state = await ctx.states.readState();
  }
  if (!state)
    throw new AppError('NOT_INDEXED', 'This index has no completed run yet.', {
      hint: 'Call ensure_repo_index first.',
    });
  if (ctx.loaded?.state !== state) ctx.loaded = { state, symbols: await symbolsFor(ctx, state) };
  return ctx.loaded;
}

// After runs of this process (or another's, read from the state log), the symbols of the state before them
// are updated for the paths they touched: work of the size of the edit, not of the index.
async function symbolsFor(ctx: RepoIndexContext, state: IndexState): Promise<SymbolIndex> {
  const before = ctx.loaded;
  const touched = before && ctx.states.touchedSince(before.state, state);
  const updated = touched && (await updateSymbolIndex(before.symbols, before.state, state, touched, ctx.states));
  return updated ?? loadSymbolIndex(state, ctx.states);
}
