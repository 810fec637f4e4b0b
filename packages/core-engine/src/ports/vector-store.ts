import type { RepairNote } from '../indexing/state/storage.js';

/** A chunk of text with metadata, stored for lexical and vector search. */
export interface StoredChunk {
  id: string;
  text: string;
  /** Flat metadata (path, language, symbol, start_line…); filters match on these. */
  metadata: Record<string, string | number | boolean | null>;
  /** `JSON.stringify(metadata)`, made off the main thread: a store writing metadata as JSON takes it as it is. */
  metaJson?: string;
  /** Present when an embedder produced one. */
  vector?: readonly number[];
  /** Pre-tokenized lexical fields (space-separated tokens), e.g. made off the main thread; a store tokenizes `text` itself without them. */
  lexical?: LexicalFields;
  /** `text` as the store keeps it (e.g. compressed), made off the main thread by the store's own packer; a store packs `text` itself without it. */
  packed?: Uint8Array;
}

/** The fields a lexical store indexes, each a space-separated list of code-aware tokens. */
export interface LexicalFields {
  symbol: string;
  path: string;
  doc: string;
  body: string;
}

/** A file whose chunks a staged batch holds, with what the run recorded for it (opaque to the store). */
export interface StagedFile {
  path: string;
  /** Content hash of the version staged. */
  hash: string;
  data: string;
}

/**
 * Writes held back until a run commits: staged rows are invisible to `get`, `list`, `count` and result rows of
 * `search`/`query` until `promote` makes them live in one transaction; `discard` drops them (cancel, crash).
 */
export interface StagedWrites {
  /** Stages chunks; the files they complete are recorded in the same transaction (a batch is all or nothing). */
  stage(chunks: readonly StoredChunk[], files?: readonly StagedFile[]): Promise<void>;
  /**
   * Atomically deletes the rows `replacing` names (every live row with `all`) and live rows sharing a staged
   * id, then makes the staged rows live.
   */
  promote(replacing: { ids: readonly string[]; all?: boolean }): Promise<void>;
  /** Drops staged rows: all of them, or all but those of the files `keep` names (a resumed run's). */
  discard(keep?: { paths: readonly string[] }): Promise<void>;
  /** Files an earlier run staged in committed batches and never promoted (it was killed): it can resume from them. */
  staged?(): Promise<StagedFile[]>;
}

/** One search hit. Higher score is better; the scale depends on the signal. */
export interface SearchHit {
  id: string;
  score: number;
  text: string;
  metadata: StoredChunk['metadata'];
}

export interface SearchOptions {
  topK: number;
  /** Exact-match metadata filters. */
  filter?: Record<string, string | number | boolean>;
  /** Lexical search: more index terms to match, each at its weight (0 to 1), beside the query's own. */
  expansions?: readonly { term: string; weight: number }[];
  /** Told how long each of the store's own stages took, in milliseconds (benchmarks print the breakdown). */
  trace?: (stage: string, ms: number) => void;
}

/** A store of chunks with lexical (BM25) search and, when vectors are stored, vector search. */
export interface VectorStore {
  readonly id: string;
  /**
   * A damaged file the store moved aside (on open or since) and replaced by an empty one: the index's
   * state no longer describes it until a run rebuilds it.
   */
  readonly repaired?: RepairNote;
  /** A run rebuilt the index since the repair: the note is forgotten. */
  clearRepaired?(): void;
  upsert(chunks: readonly StoredChunk[]): Promise<void>;
  /** Deletes chunks by id, or every chunk matching the filter. */
  delete(target: { ids: readonly string[] } | { filter: Record<string, string | number | boolean> }): Promise<void>;
  /** Lexical search (BM25 or the backend's full-text ranking). */
  search(text: string, opts: SearchOptions): Promise<SearchHit[]>;
  /** Nearest neighbours by vector. */
  query(vector: readonly number[], opts: SearchOptions): Promise<SearchHit[]>;
  count(filter?: Record<string, string | number | boolean>): Promise<number>;
  /** A number that grows with every write changing the live rows (pairs an index's state with the store's rows). */
  generation?(): Promise<number>;
  /** Chunks by id (missing ids are left out), in no particular order. */
  get?(ids: readonly string[]): Promise<StoredChunk[]>;
  /** Pages through every chunk (bundles, migrations). */
  list?(opts: { offset: number; limit: number }): Promise<StoredChunk[]>;
  /** Staged writes, when the store supports them (indexing then streams rows instead of holding them). */
  readonly staging?: StagedWrites;
  dispose?(): Promise<void>;
}

/** Turns texts into vectors. The `none` embedder has dimension 0 and is never called. */
export interface Embedder {
  readonly id: string;
  /** Model name; cached embeddings are keyed by content hash + model. */
  readonly model: string;
  readonly dimension: number;
  embed(texts: readonly string[], opts?: { signal?: AbortSignal }): Promise<number[][]>;
}
