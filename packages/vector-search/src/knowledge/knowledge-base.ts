import type { KnowledgeChunk } from './chunker.js';

/** Which part of the knowledge base a search looks at. */
export type KnowledgeKind = 'compact' | 'typescript' | 'docs';

/** One search query with its filters. */
export interface KnowledgeQuery {
  query: string;
  kind: KnowledgeKind;
  repo?: string;
  /** Language id as the language adapters name it (compact, typescript, markdown…). */
  language?: string;
  /** Keep hits whose path contains this text. */
  path?: string;
  limit: number;
}

/** One ranked chunk. */
export interface KnowledgeHit {
  repo: string;
  path: string;
  startLine: number;
  endLine: number;
  language: string;
  snippet: string;
  score: number;
  /** Source URL (blob at the indexed commit). */
  url: string;
  /** Declaration the chunk covers, when the chunker knew it (a circuit, a function). */
  symbol?: string;
}

/** What is indexed, for status and freshness. */
export interface KnowledgeStatus {
  repos: { repo: string; ref: string; commit: string | null; indexedAt: string; chunks: number }[];
  /** Where the chunks live and how search ranks them (`libsql` or `chroma`; embedder `none` means lexical only). */
  backend?: { store: string; embedder: string; model?: string };
}

/**
 * The knowledge base the search tools read. `createStoreKnowledge` implements it over `@sextant/vector-search`
 * (libsql or Chroma, optional embeddings); a host can supply any other implementation.
 */
export interface KnowledgeBase {
  search(query: KnowledgeQuery): Promise<KnowledgeHit[]>;
  status(): Promise<KnowledgeStatus>;
}

/** The knowledge base plus the writes the indexer makes. */
export interface LocalKnowledge extends KnowledgeBase {
  /** Replaces everything indexed for `repo` with `chunks`, then records its ref and commit. */
  replaceRepo(
    repo: string,
    ref: string,
    commit: string,
    chunks: readonly KnowledgeChunk[],
    opts?: { signal?: AbortSignal },
  ): Promise<void>;
  /** The commit indexed for a repo, for incremental runs. */
  commitOf(repo: string): Promise<string | null>;
  /** Drops a repo's chunks and manifest entry (it moved to the repo-index of a local clone). */
  removeRepo(repo: string): Promise<void>;
  /** Closes the store (the database file or the Chroma client). */
  dispose(): Promise<void>;
}
