// Public API of @sextant/core-engine: typed errors, the logger port and the ports adapters implement.
export { AppError, isAppError, ok, err } from './errors.js';
export type { AppErrorExtra, CommonErrorCode, ErrorCode, Result } from './errors.js';
export { silentLogger } from './logger.js';
export type { Logger } from './logger.js';
export { throwIfAborted } from './abort.js';
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
export type { Embedder, SearchHit, SearchOptions, StoredChunk, VectorStore } from './ports/vector-store.js';
export type {
  AnalysisUnit,
  AnalyzedFunction,
  CallKind,
  CallSite,
  CodeAnalyzer,
  CodeModel,
  ParsedSource,
  StateAccess,
} from './ports/code-analyzer.js';
export { analyzeEntrypoints, indexModel } from './analysis/entrypoints.js';
export type { ModelIndex } from './analysis/entrypoints.js';
export type { Entrypoint, EntrypointOptions } from './analysis/entrypoints.js';
export { createAnalysisSession } from './analysis/session.js';
export type { AnalysisSession, AnalysisSessionOptions, AnalyzerChoice, LoadOptions } from './analysis/session.js';
export { importCandidates, parseRemappings } from './analysis/resolve-import.js';
export type { Remapping } from './analysis/resolve-import.js';
export { analyzeFunction, createDispatcher, describeCall } from './analysis/insights.js';
export type { FunctionInsight } from './analysis/insights.js';
export { findFunction, visibleFunctions } from './analysis/lookup.js';
export type { FunctionSelector } from './analysis/lookup.js';
export { callGraph } from './analysis/callgraph.js';
export type { CallGraph, CallGraphEdge, CallGraphNode } from './analysis/callgraph.js';
export type { SourceEntry, SourceLocation, SourceProvider, SourceText } from './ports/source-provider.js';
