import { AppError, isAppError } from '@sextant/core-engine';

/** Per-query status of a bulk tool. */
export type BulkStatus = 'hasResults' | 'empty' | 'error';

/** One query's outcome: its data, or its error, with hints for the next step. */
export interface BulkResult<T> {
  index: number;
  status: BulkStatus;
  data?: T;
  error?: { code: string; message: string; hint?: string };
  hints: string[];
}

export interface BulkOptions<T> {
  /** @default 3 */
  concurrency?: number;
  signal?: AbortSignal;
  /** Decides whether a result is empty. @default arrays/objects with no items */
  isEmpty?(data: T): boolean;
  /** Hints per status, shown to the model to suggest the next step. */
  hints?: Partial<Record<BulkStatus, string[] | ((data: T | undefined) => string[])>>;
}

const defaultIsEmpty = (data: unknown) => {
  if (data == null) return true;
  if (Array.isArray(data)) return data.length === 0;
  if (typeof data === 'object') {
    const arrays = Object.values(data).filter(Array.isArray);
    return arrays.length > 0 && arrays.every((a) => a.length === 0);
  }
  return false;
};

/**
 * Runs `fn` over queries with bounded concurrency; a failing query is isolated (status `error`) and the
 * others go on. Results keep the order of the queries.
 */
export async function runBulk<Q, T>(
  queries: readonly Q[],
  fn: (q: Q, index: number) => Promise<T>,
  opts: BulkOptions<T> = {},
): Promise<BulkResult<T>[]> {
  const concurrency = Math.max(1, opts.concurrency ?? 3);
  const isEmpty = opts.isEmpty ?? defaultIsEmpty;
  const hintsFor = (status: BulkStatus, data?: T) => {
    const h = opts.hints?.[status];
    return typeof h === 'function' ? h(data) : (h ?? []);
  };
  const results: BulkResult<T>[] = new Array(queries.length);
  let next = 0;
  const worker = async () => {
    while (next < queries.length) {
      const index = next++;
      if (opts.signal?.aborted) {
        results[index] = {
          index,
          status: 'error',
          error: { code: 'CANCELLED', message: 'Cancelled before it ran.' },
          hints: [],
        };
        continue;
      }
      try {
        const data = await fn(queries[index]!, index);
        const status: BulkStatus = isEmpty(data) ? 'empty' : 'hasResults';
        results[index] = { index, status, data, hints: hintsFor(status, data) };
      } catch (err) {
        const e = isAppError(err) ? err : new AppError('INTERNAL', err instanceof Error ? err.message : String(err));
        const hint = e.extra.hint;
        results[index] = {
          index,
          status: 'error',
          error: { code: e.code, message: e.message, ...(hint ? { hint } : {}) },
          hints: hintsFor('error'),
        };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queries.length) }, worker));
  return results;
}
