import type { WsProvider as WsProviderClass } from '@polkadot/api';

/** Reconnect schedule: immediately, then the retry delays, then doubling up to `maxMs`. */
export function reconnectDelay(attempt: number, delaysMs: readonly number[], maxMs = 30_000): number {
  if (attempt === 0) return 0;
  const listed = delaysMs[attempt - 1];
  if (listed !== undefined) return Math.min(listed, maxMs);
  const last = delaysMs.at(-1) ?? 1000;
  return Math.min(last * 2 ** (attempt - delaysMs.length), maxMs);
}

/** A WsProvider whose reconnects back off exponentially (the stock one retries at a fixed interval). */
export interface BackoffProvider {
  provider: WsProviderClass;
  /** Delays waited before each connection attempt made since start (stats and tests). */
  delaysUsed: number[];
  stop(): void;
}

/** Creates the provider; `WsProvider` is passed in because @polkadot/api is imported lazily. */
export function createBackoffProvider(
  WsProvider: typeof WsProviderClass,
  url: string,
  opts: { delaysMs: readonly number[]; timeoutMs: number },
): BackoffProvider {
  let attempt = 0;
  let stopped = false;
  const delaysUsed: number[] = [];
  class Provider extends WsProvider {
    // The base class calls this on start and (after 1 ms, see below) on every close; failures also close.
    override async connectWithRetry(): Promise<void> {
      const delay = reconnectDelay(attempt++, opts.delaysMs);
      if (delay) await new Promise((r) => setTimeout(r, delay).unref());
      if (stopped) return;
      // Recorded once the attempt is really made: a wait cut short by stop() made no connection.
      delaysUsed.push(delay);
      try {
        await this.connect();
      } catch {
        // connect() only throws when a socket already exists; the close handler schedules the next attempt.
      }
    }
  }
  // autoConnectMs = 1: the base class's own fixed delay is negligible; Provider decides the real wait.
  const provider = new Provider(url, 1, {}, opts.timeoutMs);
  provider.on('connected', () => (attempt = 0));
  return {
    provider,
    delaysUsed,
    stop() {
      stopped = true;
    },
  };
}
