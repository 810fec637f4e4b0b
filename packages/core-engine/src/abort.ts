import { AppError } from './errors.js';

/** Throws a CANCELLED AppError when `signal` has been aborted. Call between units of work. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new AppError('CANCELLED', 'The operation was cancelled.', { cause: signal.reason });
}
