// @sextant/core-engine/ports: the contracts adapters implement (language adapters, code analyzers, stores and
// embedders, source providers, file-processing pools) and the values that cross them. Types only.
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
  AnalysisUnit,
  AnalyzedFunction,
  CallKind,
  CallSite,
  CodeAnalyzer,
  CodeModel,
  RejectedFile,
  GuardKind,
  ParsedSource,
  ResolvedImports,
  SenderCheck,
  StateAccess,
  UnitRef,
} from './ports/code-analyzer.js';
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
export type { SourceEntry, SourceLocation, SourceProvider, SourceText } from './ports/source-provider.js';
export type { FileJob, FileProcessingPool, FileResult } from './ports/file-processing.js';
