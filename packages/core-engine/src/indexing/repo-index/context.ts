import type { Logger } from '../../logger.js';
import type { Embedder, VectorStore } from '../../ports/vector-store.js';
import type { FileHistory, HistoryOptions } from '../history/file-history.js';
import type { HistoryIndex } from '../history/history-index.js';
import type { AdapterLookup } from '../chunking/languages.js';
import type { RunIndexDeps } from '../run/run-index.js';
import type { VocabTable } from '../search/code-vocab.js';
import type { LineStartsCache } from '../search/line-starts.js';
import type { SymbolIndex } from '../search/symbol-index.js';
import type { BundleOptions } from '../state/bundle.js';
import { createStateStore } from '../state/state-store.js';
import type { StateStore } from '../state/state-store.js';
import type { IndexRunStats, IndexState } from '../state/types.js';
import type { Freshness } from '../work-tree/freshness.js';
import type { WorkTreeWatch } from '../work-tree/watch.js';

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
  /**
   * The history field: subjects of the commits that touched each file, up to the indexed commit, read with
   * one `git log` after each run that moved HEAD and matched against questions as a field of the file.
   * @default true
   */
  history?: boolean | HistoryOptions;
  /**
   * A folder where the indexes of one data folder keep each history they read, by head commit (see
   * history/shared-history.ts): another work tree or revision of the repository then reuses or extends one
   * instead of reading the whole log. None when unset.
   */
  historyCache?: string;
}

/** The state and symbol index one search reads (the same objects until the state file changes). */
export interface Loaded {
  state: IndexState;
  symbols: SymbolIndex;
}

/**
 * What one repository index holds in memory between calls, in one record: each part of the index (reading
 * the state, runs, freshness, watching, the vocabulary) reads and updates only its own fields.
 */
export interface RepoIndexContext {
  readonly opts: RepoIndexOptions;
  readonly states: StateStore;
  /** The state and symbols last read. */
  loaded?: Loaded;
  /** The read under way: calls made together (a search, its freshness and state) share it. */
  loading?: Promise<Loaded>;
  /** A state and store generation found apart and waited for once: not waited for again. */
  unmatched?: { state: IndexState; generation: number };
  /** The run under way: concurrent calls share it. */
  running?: Promise<IndexRunStats>;
  /** Whether a run of this process has checked the state against the store (the first one does). */
  verified: boolean;
  /** Whether the last run failed (a watched index then reports itself behind). */
  lastRunFailed: boolean;
  /** The last freshness answer, reused for `freshnessTtlMs` while the state is the same. */
  fresh?: { at: number; state: IndexState; value: Freshness };
  /** The work-tree watch, between `watch` and `unwatch`. */
  watching?: WorkTreeWatch;
  /** The repository's own vocabulary, learned for one state (with `learnVocab`). */
  learned?: { state: IndexState; table: Promise<VocabTable> };
  /** The history of one HEAD as read from git (with `history`), and its in-memory index. */
  historyFile?: { head: string; file: Promise<FileHistory | undefined>; hurry?: () => void };
  history?: { head: string; index: Promise<HistoryIndex | undefined> };
  /** Where lines start in the files snippets were read from, by file version (made by the first search). */
  lineStarts?: LineStartsCache;
}

/** A fresh context: nothing read, no run, no watch. */
export function createContext(opts: RepoIndexOptions): RepoIndexContext {
  return { opts, states: createStateStore(opts.dir), verified: false, lastRunFailed: false };
}
