import type { ErrorCode } from './error-codes.js';

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
