import type { Client } from 'graphql-ws';
import { chainError } from '../errors.js';
import type { Redactor } from '../redact.js';

/** Limits of one drained subscription. */
export interface DrainOptions {
  /** Hard limit for the whole drain. @default 20000 */
  timeoutMs?: number;
  /**
   * Stop when no event arrives for this long, counted from the start and then from the last event: ends streams
   * without a progress marker, and drains whose next marker is far off (the real indexer ticks every ~30 s).
   * @default 0 (off)
   */
  idleMs?: number;
  signal?: AbortSignal;
}

/** Result of a drain: whether the stream reached its end marker, or which limit stopped it. */
export interface DrainResult {
  complete: boolean;
  /** `marker`: caught up to the announced progress; `idle`: the idle limit after the last event; `timeout`: the overall limit. */
  stoppedBy: 'marker' | 'idle' | 'timeout' | 'end' | 'cancelled';
}

/**
 * Reads a subscription until `onEvent` returns true (caught up to the progress marker), the stream ends,
 * it goes idle or the time limit passes. Never leaves the subscription open.
 */
export async function drainSubscription<T>(
  client: Client,
  request: { query: string; variables: Record<string, unknown>; field: string },
  onEvent: (event: T) => boolean,
  redactor: Redactor,
  opts: DrainOptions = {},
): Promise<DrainResult> {
  const iterator = client.iterate<Record<string, T>>({ query: request.query, variables: request.variables });
  let stoppedBy = 'end' as DrainResult['stoppedBy'];
  let idleTimer: NodeJS.Timeout | undefined;
  const stop = (why: DrainResult['stoppedBy']) => {
    if (stoppedBy === 'end') stoppedBy = why;
    void iterator.return?.();
  };
  const hardTimer = setTimeout(() => stop('timeout'), opts.timeoutMs ?? 20_000);
  const onAbort = () => stop('cancelled');
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  const armIdle = () => {
    if (!opts.idleMs) return;
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => stop('idle'), opts.idleMs);
  };
  try {
    armIdle();
    for await (const result of iterator) {
      if (result.errors?.length) {
        const messages = result.errors.map((e) => redactor.redact(e.message));
        throw chainError('GRAPHQL_ERROR', `Indexer subscription ${request.field} failed: ${messages.join('; ')}`, {
          details: { errors: messages },
        });
      }
      const event = result.data?.[request.field];
      armIdle();
      if (event !== undefined && onEvent(event)) {
        stop('marker');
        break;
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'GRAPHQL_ERROR') throw err;
    const message = redactor.redact(err instanceof Error ? err.message : JSON.stringify(err));
    throw chainError('INDEXER_UNAVAILABLE', `Indexer subscription ${request.field} failed: ${message}`, {
      hint: 'Check MIDNIGHT_INDEXER_URL and that /api/v4/graphql/ws accepts graphql-transport-ws.',
      details: { transient: true },
    });
  } finally {
    clearTimeout(hardTimer);
    clearTimeout(idleTimer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
  return { complete: stoppedBy === 'marker', stoppedBy };
}
