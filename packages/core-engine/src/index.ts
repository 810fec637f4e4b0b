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
export { queryTerms, tokenizeCode } from './text/tokenize.js';
export { splitIdentifier } from './text/split-identifier.js';
export { codeTokenString } from './text/token-string.js';
export type { TokenizeOptions } from './text/tokenize.js';
export { planQuery } from './text/query-plan.js';
export type { QueryPlan } from './text/query-plan.js';
export { synonymsOf } from './text/synonyms.js';
export { reciprocalRankFusion } from './text/fusion.js';
export type { FusedResult, RankedList } from './text/fusion.js';
export { createRepoIndex } from './indexing/repo-index.js';
export type { RepoIndex, RepoIndexOptions, RepoSearchRequest } from './indexing/repo-index.js';
export type { RunIndexOptions, RunIndexDeps } from './indexing/run-index.js';
export type { FileJob, FileProcessingPool, FileResult } from './ports/file-processing.js';
export { createWorkerPool } from './indexing/worker-pool.js';
export type { WorkerPoolOptions } from './indexing/worker-pool.js';
export { serveFileJobs } from './indexing/file-worker.js';
export { processJob } from './indexing/process-file.js';
export type { FileJobContext } from './indexing/process-file.js';
export type { AdapterLookup } from './indexing/languages.js';
export type { IndexManifest, IndexRunStats, IndexState, FileEntry, SymbolRecord } from './indexing/types.js';
export type { SearchResultItem } from './indexing/present.js';
export type { RankedChunk, SearchFeatures, SearchRequest, SearchTrace, SignalWeights } from './indexing/search.js';
export { defaultSignalWeights } from './indexing/search.js';
export { feedbackTerms } from './indexing/prf.js';
export type { FeedbackOptions } from './indexing/prf.js';
export { translateRank } from './indexing/translate-rank.js';
export type { TranslateOptions } from './indexing/translate-rank.js';
export { termPair, trainModel1 } from './indexing/vocab-train.js';
export type { TermPair, TrainOptions, Translations, VocabTable } from './indexing/vocab-train.js';
export { decodeVocab, encodeVocab, expandTerms, mixVocab, shippedVocab } from './indexing/vocab-model.js';
export type { ExpansionTerm } from './indexing/vocab-model.js';
export { learnRepoVocab, personalVocab } from './indexing/repo-vocab.js';
export type { RepoVocabOptions } from './indexing/repo-vocab.js';
export { watchWorkTree } from './indexing/watch.js';
export type { WatchOptions, WorkTreeWatch } from './indexing/watch.js';
export type { Freshness } from './indexing/freshness.js';
export type { RepoMapOptions } from './indexing/repo-map.js';
export type { SymbolIndex, IndexedSymbol } from './indexing/symbol-index.js';
export { chunkFile } from './indexing/chunk.js';
export type { Chunk, ChunkOptions } from './indexing/chunk.js';
export { buildFileGraph, pageRank } from './indexing/graph.js';
export type { FileGraph, GraphFile, PageRankOptions } from './indexing/graph.js';
export { acquire, blobId } from './indexing/acquire.js';
export type { Acquired, AcquireOptions, CandidateFile } from './indexing/acquire.js';
export { parseChunkId } from './indexing/chunk-ids.js';
export { writeAtomic } from './indexing/state-store.js';
export { findRepoRoot, gitDirs } from './indexing/git.js';
export { HARDENED_GIT_CONFIG, hardenedGitEnv, runGit } from './indexing/git-runner.js';
export { insideAny, inspectInside, isInside, readInsideSync, realRoots } from './fs-wall.js';
export type { Inspected, WallSkip } from './fs-wall.js';
export { DEFAULT_MAX_INFLATED_BYTES, gunzipBounded } from './gunzip.js';
export type { BundleOptions } from './indexing/bundle.js';
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
export { isDamage, moveAside, storageError } from './indexing/storage.js';
export type { RepairNote } from './indexing/storage.js';
