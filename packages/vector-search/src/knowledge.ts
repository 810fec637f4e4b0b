// @sextant/vector-search/knowledge: a searchable knowledge base of repositories (GitHub tarballs, local folders, git
// clones) over a VectorStore. Compact files are cut by declaration, so this entry needs @sextant/language-adapters;
// the parser and core-engine's indexing pipeline load on the first indexing call, not with the entry.
/** What a knowledge base answers and stores: queries, hits, status and chunks, by kind (compact, typescript, docs). */
export type {
  KnowledgeBase,
  KnowledgeHit,
  KnowledgeKind,
  KnowledgeQuery,
  KnowledgeStatus,
  LocalKnowledge,
} from './knowledge/knowledge-base.js';
export type { KnowledgeChunk } from './knowledge/chunker.js';
/** How files are cut (async: the Compact parser loads on the first call): Compact by declaration, Markdown by heading, code in 60-line windows; which paths count. */
export { chunkKnowledgeFile } from './knowledge/on-demand.js';
export { classify as classifyKnowledgePath } from './knowledge/classify.js';
/** The knowledge base over a store and an embedder: lexical and vector rankings fused, incremental by commit. */
export { createStoreKnowledge } from './knowledge/store-knowledge.js';
export type { KnowledgeBackend, StoreKnowledgeOptions } from './knowledge/store-knowledge.js';
/** Local git clones, each indexed by core-engine's repo-index pipeline. */
export { createCloneKnowledge } from './knowledge/clone-knowledge.js';
export type { CloneKnowledge, CloneKnowledgeOptions } from './knowledge/clone-knowledge.js';
/** One knowledge base over the store and the clones, rankings merged by reciprocal rank fusion. */
export { combineKnowledge } from './knowledge/combined-knowledge.js';
/** Indexes repositories one by one: a bounded tarball per repo and ref, a local folder, or a clone. */
export { indexTargets } from './knowledge/on-demand.js';
export type { IndexOutcome, IndexTarget, TarballSource } from './knowledge/indexer.js';
