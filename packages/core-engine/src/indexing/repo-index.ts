import { realpathSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError, isAppError } from '../errors.js';
import { readInsideSync } from '../guarded-io/fs-wall.js';
import type { Logger } from '../logger.js';
import type { Embedder, VectorStore } from '../ports/vector-store.js';
import { exportBundle, importBundle } from './state/bundle.js';
import type { BundleOptions } from './state/bundle.js';
import { checkFreshness } from './work-tree/freshness.js';
import type { Freshness } from './work-tree/freshness.js';
import type { AdapterLookup } from './chunking/languages.js';
import { buildManifest } from './state/manifest.js';
import { presentResults } from './search/present.js';
import type { SearchResultItem } from './search/present.js';
import { renderRepoMap } from './search/repo-map.js';
import type { RepoMapOptions } from './search/repo-map.js';
import { runIndex } from './run/run-index.js';
import { warmRankMemo } from './ranking/rank-inputs.js';
import type { RunIndexDeps, RunIndexOptions } from './run/run-index.js';
import { queryTerms } from '../retrieval/tokenize.js';
import { hybridSearch, looksLikeCode, timed } from './search/hybrid-search.js';
import type { RankedChunk, SearchRequest } from './search/hybrid-search.js';
import { createStateStore } from './state/state-store.js';
import { storageError } from './state/storage.js';
import { loadSymbolIndex } from './search/symbol-index.js';
import type { SymbolIndex } from './search/symbol-index.js';
import type { IndexManifest, IndexRunStats, IndexState } from './state/types.js';
import { shippedVocab } from './search/code-vocab.js';
import type { VocabTable } from './search/code-vocab.js';
import { watchWorkTree } from './work-tree/watch.js';
import type { WorkTreeWatch } from './work-tree/watch.js';

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
  /** Bundle redaction (each chunk before compression) and the inflated-size cap of loaded bundles. */
  bundle?: BundleOptions;
  /** Word -> code-term translations for the vocab signal. @default the model shipped with this package */
  vocab?: VocabTable;
  /**
   * Mix in a table learned from this repository's own doc comments and README sections, a function of the live
   * rows (an updated index ranks as a full one). Off by default: it measured no gain (bench/ablation.ts).
   * @default false
   */
  learnVocab?: boolean;
}

export interface RepoSearchRequest extends SearchRequest {
  /** @default 5 */
  contextLines?: number;
  /** @default 8000 */
  tokenBudget?: number;
}

// A name-shaped query (`parseConfig`, `read_file`, `a.b`), not a plain word that synonyms may answer.
const isIdentifierQuery = (q: string) => looksLikeCode(q) && !/^[a-z]+$/.test(q.trim());

// Snippets are read behind the wall: a file replaced by a link leading outside the work tree since indexing is not shown.
const readLinesSync = (walls: () => readonly string[], root: string, path: string): string[] | undefined => {
  try {
    return readInsideSync(walls(), join(root, path)).toString('utf8').split('\n');
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
  let watching: WorkTreeWatch | undefined;
  let lastRunFailed = false;
  // The repository's own vocabulary, learned from the live rows of one state: an updated index and a full one over
  // the same files learn the same table. A search waits for its state's table (a fraction of a second once per update;
  // a watched index starts learning as soon as its run ends).
  let learned: { state: IndexState; table: Promise<VocabTable> } | undefined;
  const learnFor = (state: IndexState): Promise<VocabTable> => {
    if (learned?.state !== state) {
      // Research, off by default: loaded only when an index asks for it.
      const table = import('../experimental/repo-vocab.js')
        .then(async ({ learnRepoVocab, personalVocab }) =>
          personalVocab(shippedVocab(), await learnRepoVocab(opts.store)),
        )
        .catch((err: unknown) => {
          opts.log.debug('learning the repository vocabulary failed (the store closed?)', { err: String(err) });
          return shippedVocab();
        });
      learned = { state, table };
    }
    return learned.table;
  };
  const vocab = async (state: IndexState): Promise<VocabTable> =>
    opts.vocab ?? (opts.learnVocab === true ? learnFor(state) : shippedVocab());
  // The first run of this process checks the state against the store before trusting it.
  let verified = false;
  let unmatched: { state: IndexState; generation: number } | undefined;

  // Calls made together (a search, its freshness and state) share one read of the state and store generation.
  let loading: ReturnType<typeof readLoaded> | undefined;
  const loaded = () => {
    loading ??= readLoaded().finally(() => {
      loading = undefined;
    });
    return loading;
  };

  async function readLoaded() {
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

  const rankIn = async ({ state, symbols }: { state: IndexState; symbols: SymbolIndex }, req: SearchRequest) =>
    hybridSearch(req, { state, store: opts.store, symbols, embedder: opts.embedder, vocab: await vocab(state) });

  const warm = async () => warmRankMemo((await loaded()).state, states);
  const warmSoon = () => setTimeout(() => void warm().catch(() => undefined), 0).unref();

  return {
    dir: opts.dir,
    /** Readies the file graph of the current state for incremental updates (a watched index does it on its own); true if it was built now. */
    warm,
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
      running ??= once()
        .then(
          (stats) => {
            lastRunFailed = false;
            // A watched index that found nothing to do (a restart's catch-up) readies the graph for the first edit.
            if (watching && stats.status === 'up_to_date') warmSoon();
            if (opts.learnVocab === true) void this.learnVocab().catch(() => undefined);
            return stats;
          },
          (err: unknown) => {
            lastRunFailed = true;
            throw err;
          },
        )
        .finally(() => {
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
      // A watched index knows from memory; it never asks git on the request path (unless the watcher broke).
      if (watching?.broken) this.unwatch();
      if (watching) {
        const now = watching.freshness();
        return now.behind || !lastRunFailed
          ? now
          : { behind: true, reason: 'the last indexing run did not finish; changes wait for the next edit or ensure' };
      }
      const { state } = await loaded();
      if (fresh && fresh.state === state && Date.now() - fresh.at < (opts.freshnessTtlMs ?? 1000)) return fresh.value;
      fresh = { at: Date.now(), state, value: await checkFreshness(state) };
      return fresh.value;
    },
    /**
     * Keeps the index fresh: watches the work tree and re-indexes changed files in the background
     * (a first run catches up at once). Until `unwatch`, freshness comes from memory.
     */
    watch(
      o: Pick<RunIndexOptions, 'root' | 'maxFileBytes' | 'languages'> & {
        debounceMs?: number;
        onRun?: (s: IndexRunStats) => void;
        /** Re-index at once for changes made before watching began. @default true */
        catchUp?: boolean;
      },
    ) {
      if (watching) return;
      const runOnce = () => this.run({ root: o.root, maxFileBytes: o.maxFileBytes, languages: o.languages });
      watching = watchWorkTree(runOnce, { root: o.root, debounceMs: o.debounceMs, log: opts.log, onRun: o.onRun });
      if (o.catchUp !== false) watching.kick();
    },
    unwatch() {
      watching?.close();
      watching = undefined;
    },
    get watching() {
      return watching !== undefined;
    },
    /** Resolves once a watched index has no change waiting and no run under way. */
    idle: (): Promise<void> => watching?.idle() ?? Promise.resolve(),
    async rank(req: SearchRequest): Promise<RankedChunk[]> {
      return rankIn(await loaded(), req);
    },
    /** Learns the repository's own vocabulary now (searches start it in the background). */
    async learnVocab(): Promise<void> {
      await learnFor((await loaded()).state);
    },
    async search(req: RepoSearchRequest): Promise<SearchResultItem[]> {
      const current = await timed(req.trace, 'index state', loaded);
      const { state } = current;
      const ranked = await rankIn(current, req);
      const cache = new Map<string, string[] | undefined>();
      let real: string[] | undefined;
      const walls = () => (real ??= [realpathSync(state.root)]); // the work tree's real path, once per search
      // Source files are small: a blocking read costs a tenth of fs/promises' (a file handle, several
      // thread-pool round trips) for the 20 or so files of one search.
      const readLines = async (path: string) => {
        if (state.rev) return undefined;
        if (!cache.has(path)) cache.set(path, readLinesSync(walls, state.root, path));
        return cache.get(path);
      };
      return timed(req.trace, 'snippets (read, merge, floor)', () =>
        presentResults(ranked, {
          k: req.k ?? 20,
          contextLines: req.contextLines,
          tokenBudget: req.tokenBudget,
          readLines,
          confidence: { terms: queryTerms(req.query), dropBelow: isIdentifierQuery(req.query) ? 0.5 : 0 },
        }),
      );
    },
    async map(o: RepoMapOptions = {}) {
      const { state, symbols } = await loaded();
      return renderRepoMap(state, symbols, o);
    },
    async symbols(): Promise<SymbolIndex> {
      return (await loaded()).symbols;
    },
    async exportBundle(): Promise<Buffer> {
      return exportBundle((await loaded()).state, states, opts.store, opts.bundle);
    },
    importBundle: (data: Buffer, o: { root?: string } = {}) =>
      importBundle(data, states, opts.store, { maxInflatedBytes: opts.bundle?.maxInflatedBytes, ...o }),
  };
}

export type RepoIndex = ReturnType<typeof createRepoIndex>;
