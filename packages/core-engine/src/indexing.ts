// @sextant/core-engine/indexing: repository indexes (build, update, watch, search, map, bundle) over a git work
// tree, the worker pool that parses files off the main thread, and the storage helpers stores share.
export { createRepoIndex } from './indexing/repo-index.js';
export type { RepoIndex, RepoIndexOptions, RepoSearchRequest } from './indexing/repo-index.js';
export type { WatchIndexOptions } from './indexing/repo-index/watching.js';
export type { RunIndexOptions } from './indexing/run/run-index.js';
export type { FileEntry, IndexManifest, IndexRunStats, IndexState, SymbolRecord } from './indexing/state/types.js';
export type { Freshness } from './indexing/work-tree/freshness.js';
export type {
  RankedChunk,
  SearchFeatures,
  SearchRequest,
  SearchTrace,
  SignalWeights,
} from './indexing/search/hybrid-search.js';
export type { SearchResultItem } from './indexing/search/present.js';
export { groupByFile } from './indexing/search/by-file.js';
export type { ByFileOptions, FileHit } from './indexing/search/by-file.js';
export type { RepoMapOptions } from './indexing/search/repo-map.js';
export type { IndexedSymbol, SymbolIndex } from './indexing/search/symbol-index.js';
export type { BundleOptions } from './indexing/state/bundle.js';
export type { AdapterLookup } from './indexing/chunking/languages.js';
export { chunkFile } from './indexing/chunking/chunk.js';
export type { Chunk, ChunkOptions } from './indexing/chunking/chunk.js';
export { parseChunkId } from './indexing/chunking/chunk-ids.js';
export { processJob } from './indexing/chunking/process-file.js';
export type { FileJobContext } from './indexing/chunking/process-file.js';
export { createWorkerPool } from './indexing/workers/worker-pool.js';
export type { WorkerPoolOptions } from './indexing/workers/worker-pool.js';
export { serveFileJobs } from './indexing/workers/file-worker.js';
export { findRepoRoot, gitDirs } from './indexing/git/git.js';
export { writeAtomic } from './indexing/state/state-store.js';
export { readStateFile } from './indexing/state/state-file.js';
export { chunkCount } from './indexing/state/spanned-entry.js';
export { isDamage, moveAside, storageError } from './indexing/state/storage.js';
export type { RepairNote } from './indexing/state/storage.js';
