import { chainError } from './errors.js';

/** Retry policy for transient upstream failures. */
export interface RetryOptions {
  /** Waits between attempts; the number of retries is its length. @default [1000, 2000, 4000] */
  delaysMs?: readonly number[];
  /** Whether an error is worth another attempt. */
  isTransient?: (err: unknown) => boolean;
  signal?: AbortSignal;
  /** Called before each wait (for logs and stats). */
  onRetry?: (info: { attempt: number; delayMs: number; error: unknown }) => void;
}

export const DEFAULT_RETRY_DELAYS_MS = [1000, 2000, 4000] as const;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(chainError('TIMEOUT', 'Cancelled while waiting to retry.'));
    const t = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(t);
      reject(chainError('TIMEOUT', 'Cancelled while waiting to retry.'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/** Runs `fn`, retrying transient failures with exponential backoff (1 s, 2 s, 4 s by default). */
export async function withRetry<T>(fn: (attempt: number) => Promise<T>, opts: RetryOptions = {}): Promise<T> {
  const delays = opts.delaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (error) {
      const delayMs = delays[attempt];
      if (delayMs === undefined || !(opts.isTransient?.(error) ?? false) || opts.signal?.aborted) throw error;
      opts.onRetry?.({ attempt: attempt + 1, delayMs, error });
      await sleep(delayMs, opts.signal);
    }
  }
}

/** Rejects with TIMEOUT when `promise` does not settle within `ms` (so no call hangs). */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          chainError('TIMEOUT', `${what} did not answer within ${ms} ms.`, {
            hint: 'Check that the endpoint is reachable, or raise the timeout.',
          }),
        ),
      ms,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
