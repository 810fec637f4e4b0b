import { AppError, isAppError } from '@sextant/core-engine';

/**
 * Status of one docs-site request (GitHub calls go through @sextant/github-source), mapped to AppErrors with hints. `doFetch` carries the origin policy
 * (security's createOriginFetch: redirects re-checked at each hop); a refusal passes through as FORBIDDEN.
 */
export async function fetchOrThrow(
  url: string,
  init: RequestInit,
  what: string,
  doFetch: typeof fetch = fetch,
): Promise<Response> {
  let res: Response;
  try {
    res = await doFetch(url, { ...init, signal: init.signal ?? AbortSignal.timeout(15_000) });
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
      hint: 'Check the path; midnight-fetch-docs takes paths under the docs site, e.g. /develop/tutorial.',
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

/** Runs a reachability check and reports its outcome and latency instead of throwing. */
export async function probe(
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
