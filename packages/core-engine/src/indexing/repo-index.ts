import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isAppError } from '../errors.js';
import type { RunIndexOptions } from './run/run-index.js';
import type { RankedChunk, SearchRequest } from './search/hybrid-search.js';
import type { SearchResultItem } from './search/present.js';
import { renderRepoMap } from './search/repo-map.js';
import type { RepoMapOptions } from './search/repo-map.js';
import type { SymbolIndex } from './search/symbol-index.js';
import { exportBundle, importBundle } from './state/bundle.js';
import { buildManifest } from './state/manifest.js';
import type { IndexManifest, IndexRunStats, IndexState } from './state/types.js';
import type { Freshness } from './work-tree/freshness.js';
import { createContext } from './repo-index/context.js';
import type { RepoIndexOptions } from './repo-index/context.js';
import { currentIndex } from './repo-index/loaded.js';
import { runShared, warm } from './repo-index/run.js';
import { rankIndex, searchIndex } from './repo-index/search.js';
import type { RepoSearchRequest } from './repo-index/search.js';
import { learnedVocab } from './repo-index/vocab.js';
import { indexFreshness, unwatchIndex, watchIndex } from './repo-index/watching.js';
import type { WatchIndexOptions } from './repo-index/watching.js';

export type { RepoIndexOptions } from './repo-index/context.js';
export type { RepoSearchRequest } from './repo-index/search.js';

/** One repository index: build/update it, search it, map it, ship it. Its memory is one record (`RepoIndexContext`). */
export function createRepoIndex(opts: RepoIndexOptions) {
  const ctx = createContext(opts);
  return {
    dir: opts.dir,
    /** Readies the file graph of the current state for incremental updates (a watched index does it on its own); true if it was built now. */
    warm: () => warm(ctx),
    /** Builds or updates the index; concurrent calls in this process share one run. */
    run: (o: RunIndexOptions): Promise<IndexRunStats> => runShared(ctx, o),
    get isRunning() {
      return ctx.running !== undefined;
    },
    /** The current state (cached until the state file changes), or undefined before the first run. */
    async state(): Promise<IndexState | undefined> {
      try {
        return (await currentIndex(ctx)).state;
      } catch (e) {
        if (isAppError(e) && e.code === 'NOT_INDEXED') return undefined;
        throw e;
      }
    },
    manifest: async (): Promise<IndexManifest> => buildManifest((await currentIndex(ctx)).state),
    logs: () => readFile(join(opts.dir, 'logs.md'), 'utf8').catch(() => ''),
    freshness: (): Promise<Freshness> => indexFreshness(ctx),
    /**
     * Keeps the index fresh: watches the work tree and re-indexes changed files in the background
     * (a first run catches up at once). Until `unwatch`, freshness comes from memory.
     */
    watch: (o: WatchIndexOptions): void => watchIndex(ctx, o),
    /** Stops watching; resolves once a run the watch started has stopped (it is cancelled when it can be). */
    unwatch: (): Promise<void> => unwatchIndex(ctx),
    get watching() {
      return ctx.watching !== undefined;
    },
    /** Resolves once a watched index has no change waiting and no run under way. */
    idle: (): Promise<void> => ctx.watching?.idle() ?? Promise.resolve(),
    rank: (req: SearchRequest): Promise<RankedChunk[]> => rankIndex(ctx, req),
    /** Learns the repository's own vocabulary now (searches start it in the background). */
    async learnVocab(): Promise<void> {
      await learnedVocab(ctx, (await currentIndex(ctx)).state);
    },
    search: (req: RepoSearchRequest): Promise<SearchResultItem[]> => searchIndex(ctx, req),
    async map(o: RepoMapOptions = {}) {
      const { state, symbols } = await currentIndex(ctx);
      return renderRepoMap(state, symbols, o);
    },
    symbols: async (): Promise<SymbolIndex> => (await currentIndex(ctx)).symbols,
    exportBundle: async (): Promise<Buffer> =>
      exportBundle((await currentIndex(ctx)).state, ctx.states, opts.store, opts.bundle),
    importBundle: (data: Buffer, o: { root?: string } = {}) =>
      importBundle(data, ctx.states, opts.store, { maxInflatedBytes: opts.bundle?.maxInflatedBytes, ...o }),
  };
}

export type RepoIndex = ReturnType<typeof createRepoIndex>;
