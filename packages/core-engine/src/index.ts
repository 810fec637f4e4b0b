// Public API of @sextant/core-engine: typed errors, the logger, cancellation and progress, the optional-peer loader
// and the ports most code implements. The rest is behind subpaths that name the layer:
// `/ports` (every port type), `/analysis`, `/indexing`, `/retrieval`, `/guarded-io` and `/experimental`.
export { AppError, isAppError } from './errors.js';
export type { AppErrorExtra } from './errors.js';
export { ERROR_CODES } from './error-codes.js';
export type { ErrorCode } from './error-codes.js';
export { silentLogger } from './logger.js';
export type { Logger } from './logger.js';
export { throwIfAborted } from './abort.js';
export type { ProgressReporter } from './progress.js';
export { importOptional } from './optional-peer.js';
export type { OptionalPeer } from './optional-peer.js';
export type { LanguageAdapter, SourceFile } from './ports/language-adapter.js';
export type { Embedder, StoredChunk, VectorStore } from './ports/vector-store.js';
