/** A chunk of text with metadata, stored for lexical and vector search. */
export interface StoredChunk {
  id: string;
  text: string;
  /** Flat metadata (path, language, symbol, start_line…); filters match on these. */
  metadata: Record<string, string | number | boolean | null>;
  /** Present when an embedder produced one. */
  vector?: readonly number[];
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
}

/** A store of chunks with lexical (BM25) search and, when vectors are stored, vector search. */
export interface VectorStore {
  readonly id: string;
  upsert(chunks: readonly StoredChunk[]): Promise<void>;
  /** Deletes chunks by id, or every chunk matching the filter. */
  delete(target: { ids: readonly string[] } | { filter: Record<string, string | number | boolean> }): Promise<void>;
  /** Lexical search (BM25 or the backend's full-text ranking). */
  search(text: string, opts: SearchOptions): Promise<SearchHit[]>;
  /** Nearest neighbours by vector. */
  query(vector: readonly number[], opts: SearchOptions): Promise<SearchHit[]>;
  count(filter?: Record<string, string | number | boolean>): Promise<number>;
  /** Chunks by id (missing ids are left out), in no particular order. */
  get?(ids: readonly string[]): Promise<StoredChunk[]>;
  /** Pages through every chunk (bundles, migrations). */
  list?(opts: { offset: number; limit: number }): Promise<StoredChunk[]>;
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
