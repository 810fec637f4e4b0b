/** Error codes every server understands; apps may add their own (e.g. `function_not_found`, `BLOCK_NOT_FOUND`). */
export type CommonErrorCode =
  | 'INVALID_INPUT'
  | 'NOT_FOUND'
  | 'NOT_INDEXED'
  | 'FORBIDDEN'
  | 'RATE_LIMITED'
  | 'UPSTREAM'
  | 'CANCELLED'
  | 'TIMEOUT'
  | 'INTERNAL';

/** A known code, or an app-specific one. */
export type ErrorCode = CommonErrorCode | (string & {});

/** Extra facts an error carries to the caller. */
export interface AppErrorExtra {
  /** How to fix it, in one sentence. */
  hint?: string;
  /** Structured details (field, limit, candidates…), safe to show to a model. */
  details?: Record<string, unknown>;
  /** A category a server shows beside the code (the auditor's `type`). */
  type?: string;
  /** When a retry makes sense. */
  retryAfterMs?: number;
  cause?: unknown;
}

/** The one typed error crossing package boundaries. */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: ErrorCode;
  readonly extra: AppErrorExtra;

  constructor(code: ErrorCode, message: string, extra: AppErrorExtra = {}) {
    super(message, extra.cause === undefined ? undefined : { cause: extra.cause });
    this.code = code;
    this.extra = extra;
  }
}

/** True for an AppError, even one from a duplicate copy of this package. */
export const isAppError = (e: unknown): e is AppError =>
  e instanceof Error && e.name === 'AppError' && typeof (e as { code?: unknown }).code === 'string';

/** A value or a typed failure, for callers that branch on the failure. */
export type Result<T, E = AppError> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });
