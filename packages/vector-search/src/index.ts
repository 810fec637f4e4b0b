// Public API of @sextant/vector-search.
export { createVectorStore, createEmbedder } from './registry.js';
export type { VectorStoreId, VectorStoreOptions, EmbedderId, EmbedderOptions } from './registry.js';
export { createLibsqlStore } from './drivers/libsql.js';
export { packChunkText, unpackChunkText } from './libsql/chunk-text.js';
export type { LibsqlStoreOptions } from './drivers/libsql.js';
export type { ChromaStoreOptions } from './drivers/chroma.js';
export { createNoneEmbedder } from './embedders/none.js';
export { createOpenAIEmbedder } from './embedders/openai.js';
export type { OpenAIEmbedderOptions } from './embedders/openai.js';
export type { TransformersEmbedderOptions } from './embedders/transformers.js';
export { createLexicalFields, defaultFieldWeights, lexicalFields } from './lexical/fields.js';
export type { FieldWeights } from './lexical/fields.js';
export { defaultLexicalRanking } from './lexical/rank.js';
export type { LexicalRanking } from './lexical/rank.js';
export { createLibsqlEmbeddingCache } from './embedders/cache.js';
export type { EmbeddingCache } from './embedders/cache.js';
export {
  defaultRepoIndexDir,
  embedderFrom,
  openRepoIndex,
  openRepoIndexAt,
  repoIndexId,
} from './repo-index/open-repo-index.js';
export type { OpenedRepoIndex, OpenRepoIndexOptions } from './repo-index/open-repo-index.js';
export { createOpenAIClient, toUpstreamError } from './openai/client.js';
export type { FailureContext, OpenAIClientOptions } from './openai/client.js';
export { createLexicalReranker } from './rerank/lexical.js';
export { createCrossEncoderReranker } from './rerank/cross-encoder.js';
export type { CrossEncoderOptions } from './rerank/cross-encoder.js';
export type { Reranker } from './rerank/reranker.js';
export { chunkDocument } from './docs-rag/chunk-docs.js';
export { collectDocFiles } from './docs-rag/doc-files.js';
export { ingestDocFiles } from './docs-rag/ingest-docs.js';
export type { IngestDocsOptions } from './docs-rag/ingest-docs.js';
export { queryDocs } from './docs-rag/query-docs.js';
export type { DocsQuery } from './docs-rag/query-docs.js';
export type { DocsBackend } from './docs-rag/docs-backend.js';
