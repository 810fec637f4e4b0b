import { AppError, isAppError } from '@sextant/core-engine';

/** Options of {@link fetchOrThrow}. */
export interface FetchOrThrowOptions {
  /** Who answers, named in every message (`The docs site`). */
  what: string;
  /** The fetch carrying the origin policy (`createOriginFetch`); a refusal passes through as FORBIDDEN. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Time allowed for the answer when `init.signal` is absent. @default 15_000 */
  timeoutMs?: number;
  /** Hint of a 404. @default 'Check the path.' */
  notFoundHint?: string;
}

/**
 * The fetch policy's other half: one request with a time limit, its failures mapped to AppErrors with hints
 * (unreachable: UPSTREAM, 404: NOT_FOUND, 429 or an exhausted rate limit: RATE_LIMITED with retryAfterMs,
 * any other status: UPSTREAM). GitHub calls go through @sextant/github-source instead.
 */
export async function fetchOrThrow(url: string, init: RequestInit, opts: FetchOrThrowOptions): Promise<Response> {
  const { what } = opts;
  let res: Response;
  try {
    const doFetch = opts.fetch ?? globalThis.fetch;
    res = await doFetch(url, { ...init, signal: init.signal ?? AbortSignal.timeout(opts.timeoutMs ?? 15_000) });
  } catch (cause) {
    if (isAppError(cause)) throw cause;
    throw new AppError('UPSTREAM', `Cannot reach ${what} at ${new URL(url).origin}.`, {
      hint: 'Check the network or the configured base URL.',
      cause,
    });
  }
  if (res.ok) return res;
  if (res.status === 404) {
    throw new AppError('NOT_FOUND', `${what}: ${new URL(url).pathname} was not found.`, {
      hint: opts.notFoundHint ?? 'Check the path.',
    });
  }
  const remaining = res.headers.get('x-ratelimit-remaining');
  if (res.status === 429 || (res.status === 403 && remaining === '0')) {
    const reset = Number(res.headers.get('x-ratelimit-reset'));
    const retryAfter = Number(res.headers.get('retry-after'));
    const retryAfterMs =
      retryAfter > 0 ? retryAfter * 1000 : reset > 0 ? Math.max(0, reset * 1000 - Date.now()) : 60_000;
    throw new AppError('RATE_LIMITED', `${what} rate limit reached.`, {
      hint: 'Retry after the wait given in retryAfterMs.',
      retryAfterMs,
    });
  }
  throw new AppError('UPSTREAM', `${what} answered HTTP ${res.status} for ${new URL(url).pathname}.`, {
    hint: 'Retry later; if it persists, check the configured base URL.',
    details: { status: res.status },
  });
}

/** Runs a reachability check and reports its outcome and latency instead of throwing (health checks). */
export async function probeReachability(
  check: () => Promise<unknown>,
): Promise<{ ok: boolean; latencyMs: number; error?: string }> {
  const t0 = Date.now();
  try {
    await check();
    return { ok: true, latencyMs: Date.now() - t0 };
  } catch (error) {
    return { ok: false, latencyMs: Date.now() - t0, error: error instanceof Error ? error.message : String(error) };
  }
}
