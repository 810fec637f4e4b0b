import type { Embedder, VectorStore } from '@sextant/core-engine';

/** Where docs chunks live and, when one is configured, what embeds them. */
export interface DocsBackend {
  store: VectorStore;
  /** Undefined: retrieval is BM25 only. */
  embedder?: Embedder;
}
