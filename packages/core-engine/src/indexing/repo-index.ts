import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError, isAppError } from '../errors.js';
import type { Logger } from '../logger.js';
import type { Embedder, VectorStore } from '../ports/vector-store.js';
import { exportBundle, importBundle } from './bundle.js';
import { checkFreshness } from './freshness.js';
import type { Freshness } from './freshness.js';
import type { AdapterLookup } from './languages.js';
import { buildManifest } from './manifest.js';
import { presentResults } from './present.js';
import type { SearchResultItem } from './present.js';
import { renderRepoMap } from './repo-map.js';
import type { RepoMapOptions } from './repo-map.js';
import { runIndex } from './run-index.js';
import type { RunIndexDeps, RunIndexOptions } from './run-index.js';
import { hybridSearch } from './search.js';
import type { RankedChunk, SearchRequest } from './search.js';
import { createStateStore } from './state-store.js';
import { storageError } from './storage.js';
import { loadSymbolIndex } from './symbol-index.js';
import type { SymbolIndex } from './symbol-index.js';
import type { IndexManifest, IndexRunStats, IndexState } from './types.js';

export interface RepoIndexOptions {
  /** Directory of this index (state, symbols, manifest, logs; the app puts the store file here too). */
  dir: string;
  store: VectorStore;
  embedder?: Embedder;
  adapters: AdapterLookup;
  log: Logger;
  embeddingCache?: RunIndexDeps['embeddingCache'];
  /** Parses and chunks files in worker threads on big runs (see `createWorkerPool`). */
  pool?: RunIndexDeps['pool'];
  /** How long a freshness check is reused. @default 1000 */
  freshnessTtlMs?: number;
}

export interface RepoSearchRequest extends SearchRequest {
  /** @default 5 */
  contextLines?: number;
  /** @default 8000 */
  tokenBudget?: number;
}

const readLinesSync = (path: string): string[] | undefined => {
  try {
    return readFileSync(path, 'utf8').split('\n');
  } catch {
    return undefined;
  }
};

/** One repository index: build/update it, search it, map it, ship it. */
export function createRepoIndex(opts: RepoIndexOptions) {
  const states = createStateStore(opts.dir);
  let cached: { state: IndexState; symbols: SymbolIndex } | undefined;
  let fresh: { at: number; state: IndexState; value: Freshness } | undefined;
  let running: Promise<IndexRunStats> | undefined;
  // The first run of this process checks the state against the store before trusting it.
  let verified = false;
  let unmatched: { state: IndexState; generation: number } | undefined;

  async function loaded() {
    const repaired = opts.store.repaired;
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
    let state = await states.readState();
    // Another process committed rows and is about to write their state: wait for it (a few ms), so ranks,
    // symbols and rows come from one run. A writer killed in between leaves the pair unmatched: the
    // committed rows serve, and its next run repairs the state (journal).
    for (let i = 0; state?.storeGeneration !== undefined && opts.store.generation; i++) {
      const generation = await opts.store.generation();
      if (generation === state.storeGeneration) break;
      if (i === 40 || (unmatched?.state === state && unmatched.generation === generation)) {
        unmatched = { state, generation }; // waited for once: not again for this pair
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
      state = await states.readState();
    }
    if (!state)
      throw new AppError('NOT_INDEXED', 'This index has no completed run yet.', {
        hint: 'Call ensure_repo_index first.',
      });
    if (cached?.state !== state) cached = { state, symbols: await loadSymbolIndex(state, states) };
    return cached;
  }

  return {
    dir: opts.dir,
    /** Builds or updates the index; concurrent calls in this process share one run. */
    run(o: RunIndexOptions): Promise<IndexRunStats> {
      const deps = {
        state: states,
        store: opts.store,
        embedder: opts.embedder,
        adapters: opts.adapters,
        log: opts.log,
        embeddingCache: opts.embeddingCache,
        pool: opts.pool,
      };
      const once = async () => {
        const verify = !verified;
        try {
          const stats = await runIndex({ ...o, verify }, deps);
          verified = true;
          return stats;
        } catch (e) {
          // The store found its file damaged mid-run and put an empty one in its place: one full run rebuilds it.
          // A full disk or an unwritable data directory is said with the directory's name.
          if (!(isAppError(e) && e.code === 'INDEX_CORRUPT' && opts.store.repaired)) throw storageError(e, opts.dir);
          return runIndex({ ...o, verify }, deps).catch((again: unknown) => {
            throw storageError(again, opts.dir);
          });
        }
      };
      running ??= once().finally(() => {
        running = undefined;
      });
      return running;
    },
    get isRunning() {
      return running !== undefined;
    },
    /** The current state (cached until the state file changes), or undefined before the first run. */
    async state(): Promise<IndexState | undefined> {
      try {
        return (await loaded()).state;
      } catch (e) {
        if (isAppError(e) && e.code === 'NOT_INDEXED') return undefined;
        throw e;
      }
    },
    async manifest(): Promise<IndexManifest> {
      return buildManifest((await loaded()).state);
    },
    logs: () => readFile(join(opts.dir, 'logs.md'), 'utf8').catch(() => ''),
    async freshness(): Promise<Freshness> {
      const { state } = await loaded();
      if (fresh && fresh.state === state && Date.now() - fresh.at < (opts.freshnessTtlMs ?? 1000)) return fresh.value;
      fresh = { at: Date.now(), state, value: await checkFreshness(state) };
      return fresh.value;
    },
    async rank(req: SearchRequest): Promise<RankedChunk[]> {
      const { state, symbols } = await loaded();
      return hybridSearch(req, { state, store: opts.store, symbols, embedder: opts.embedder });
    },
    async search(req: RepoSearchRequest): Promise<SearchResultItem[]> {
      const { state } = await loaded();
      const ranked = await this.rank(req);
      const cache = new Map<string, string[] | undefined>();
      // Source files are small: a blocking read costs a tenth of fs/promises' (a file handle, several
      // thread-pool round trips) for the 20 or so files of one search.
      const readLines = async (path: string) => {
        if (state.rev) return undefined;
        if (!cache.has(path)) cache.set(path, readLinesSync(join(state.root, path)));
        return cache.get(path);
      };
      return presentResults(ranked, {
        k: req.k ?? 20,
        contextLines: req.contextLines,
        tokenBudget: req.tokenBudget,
        readLines,
      });
    },
    async map(o: RepoMapOptions = {}) {
      const { state, symbols } = await loaded();
      return renderRepoMap(state, symbols, o);
    },
    async symbols(): Promise<SymbolIndex> {
      return (await loaded()).symbols;
    },
    async exportBundle(): Promise<Buffer> {
      return exportBundle((await loaded()).state, states, opts.store);
    },
    importBundle: (data: Buffer, o: { root?: string } = {}) => importBundle(data, states, opts.store, o),
  };
}

export type RepoIndex = ReturnType<typeof createRepoIndex>;
