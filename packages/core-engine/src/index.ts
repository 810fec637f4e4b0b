// Public API of @sextant/core-engine: typed errors, the logger port and the ports adapters implement.
export { AppError, isAppError, ok, err } from './errors.js';
export type { AppErrorExtra, CommonErrorCode, ErrorCode, Result } from './errors.js';
export { silentLogger } from './logger.js';
export type { Logger } from './logger.js';
export { throwIfAborted } from './abort.js';
export { importOptional } from './optional-peer.js';
export type { OptionalPeer } from './optional-peer.js';
export type { ProgressReporter } from './progress.js';
export type {
  Diagnostic,
  FileSymbols,
  LanguageAdapter,
  Position,
  SourceFile,
  SymbolDefinition,
  SymbolReference,
} from './ports/language-adapter.js';
export type {
  Embedder,
  LexicalFields,
  SearchHit,
  SearchOptions,
  StagedFile,
  StagedWrites,
  StoredChunk,
  VectorStore,
} from './ports/vector-store.js';
export { queryTerms, tokenizeCode } from './retrieval/tokenize.js';
export { splitIdentifier } from './retrieval/split-identifier.js';
export { codeTokenString } from './retrieval/token-string.js';
export type { TokenizeOptions } from './retrieval/tokenize.js';
export { planQuery } from './retrieval/query-plan.js';
export type { QueryPlan } from './retrieval/query-plan.js';
export { synonymsOf } from './retrieval/synonyms.js';
export { reciprocalRankFusion } from './retrieval/fusion.js';
export type { FusedResult, RankedList } from './retrieval/fusion.js';
export { createRepoIndex } from './indexing/repo-index.js';
export type { RepoIndex, RepoIndexOptions, RepoSearchRequest } from './indexing/repo-index.js';
export type { RunIndexOptions, RunIndexDeps } from './indexing/run/run-index.js';
export type { FileJob, FileProcessingPool, FileResult } from './ports/file-processing.js';
export { createWorkerPool } from './indexing/workers/worker-pool.js';
export type { WorkerPoolOptions } from './indexing/workers/worker-pool.js';
export { serveFileJobs } from './indexing/workers/file-worker.js';
export { processJob } from './indexing/chunking/process-file.js';
export type { FileJobContext } from './indexing/chunking/process-file.js';
export type { AdapterLookup } from './indexing/chunking/languages.js';
export type { IndexManifest, IndexRunStats, IndexState, FileEntry, SymbolRecord } from './indexing/state/types.js';
export type { SearchResultItem } from './indexing/search/present.js';
export type {
  RankedChunk,
  SearchFeatures,
  SearchRequest,
  SearchTrace,
  SignalWeights,
} from './indexing/search/hybrid-search.js';
export { defaultSignalWeights } from './indexing/search/hybrid-search.js';
export { feedbackTerms } from './experimental/prf.js';
export type { FeedbackOptions } from './experimental/prf.js';
export { translateRank } from './experimental/translate-rank.js';
export type { TranslateOptions } from './experimental/translate-rank.js';
export { encodeVocab, termPair, trainModel1 } from './experimental/vocab-train.js';
export type { TermPair, TrainOptions } from './experimental/vocab-train.js';
export { decodeVocab, expandTerms, shippedVocab } from './indexing/search/code-vocab.js';
export type { ExpansionTerm, Translations, VocabTable } from './indexing/search/code-vocab.js';
export { learnRepoVocab, mixVocab, personalVocab } from './experimental/repo-vocab.js';
export type { RepoVocabOptions } from './experimental/repo-vocab.js';
export { watchWorkTree } from './indexing/work-tree/watch.js';
export type { WatchOptions, WorkTreeWatch } from './indexing/work-tree/watch.js';
export type { Freshness } from './indexing/work-tree/freshness.js';
export type { RepoMapOptions } from './indexing/search/repo-map.js';
export type { SymbolIndex, IndexedSymbol } from './indexing/search/symbol-index.js';
export { chunkFile } from './indexing/chunking/chunk.js';
export type { Chunk, ChunkOptions } from './indexing/chunking/chunk.js';
export { buildFileGraph, pageRank } from './indexing/ranking/graph.js';
export type { FileGraph, GraphFile, PageRankOptions } from './indexing/ranking/graph.js';
export { acquire, blobId } from './indexing/work-tree/acquire.js';
export type { Acquired, AcquireOptions, CandidateFile } from './indexing/work-tree/acquire.js';
export { parseChunkId } from './indexing/chunking/chunk-ids.js';
export { writeAtomic } from './indexing/state/state-store.js';
export { findRepoRoot, gitDirs } from './indexing/git/git.js';
export { HARDENED_GIT_CONFIG, hardenedGitEnv, runGit } from './guarded-io/git-runner.js';
export { insideAny, inspectInside, isInside, readInsideSync, realRoots } from './guarded-io/fs-wall.js';
export type { Inspected, WallSkip } from './guarded-io/fs-wall.js';
export { DEFAULT_MAX_INFLATED_BYTES, gunzipBounded } from './guarded-io/gunzip.js';
export type { BundleOptions } from './indexing/state/bundle.js';
export type {
  AnalysisUnit,
  AnalyzedFunction,
  CallKind,
  CallSite,
  CodeAnalyzer,
  CodeModel,
  GuardKind,
  ParsedSource,
  ResolvedImports,
  SenderCheck,
  StateAccess,
  UnitRef,
} from './ports/code-analyzer.js';
export { analyzeEntrypoints, toEntrypointRow } from './analysis/entrypoints.js';
export { holds, indexModel, resolveUnit, unitKey, unitLabel, unitOfFunction } from './analysis/units.js';
export type { ModelIndex } from './analysis/units.js';
export { ACCESS_DEPTH, accessOf } from './analysis/access.js';
export type { AccessGuard, AccessInfo } from './analysis/access.js';
export { normalizeSignature, signatureMatches } from './analysis/signature.js';
export type { Entrypoint, EntrypointOptions, EntrypointRow } from './analysis/entrypoints.js';
export { createAnalysisSession } from './analysis/session.js';
export type { AnalysisSession, AnalysisSessionOptions, AnalyzerChoice, LoadOptions } from './analysis/session.js';
export { importCandidates, parseRemappings } from './analysis/resolve-import.js';
export type { Remapping } from './analysis/resolve-import.js';
export { analyzeFunction, describeCall } from './analysis/insights.js';
export { createDispatcher } from './analysis/dispatch.js';
export type { Dispatcher } from './analysis/dispatch.js';
export type { FunctionInsight } from './analysis/insights.js';
export { findFunction, visibleFunctions } from './analysis/lookup.js';
export type { FunctionSelector } from './analysis/lookup.js';
export { callGraph } from './analysis/callgraph.js';
export type { CallGraph, CallGraphEdge, CallGraphNode } from './analysis/callgraph.js';
export type { SourceEntry, SourceLocation, SourceProvider, SourceText } from './ports/source-provider.js';
export { isDamage, moveAside, storageError } from './indexing/state/storage.js';
export type { RepairNote } from './indexing/state/storage.js';
