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
export type { SourceEntry, SourceLocation, SourceProvider, SourceText } from './ports/source-provider.js';
