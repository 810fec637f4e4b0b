/** Wraps fetch so a request that takes longer than `timeoutMs` fails (and is retried) instead of hanging. */
export function fetchWithTimeout(timeoutMs: number, base: typeof fetch = globalThis.fetch): typeof fetch {
  return async (input, init = {}) => {
    const timer = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timer]) : timer;
    try {
      return await base(input, { ...init, signal });
    } catch (err) {
      // The caller's own abort stays an AbortError; our timeout becomes a plain error Octokit retries as a 500.
      if (timer.aborted && !init.signal?.aborted) {
        throw new Error(`GitHub did not answer within ${timeoutMs} ms`, { cause: err });
      }
      throw err;
    }
  };
}
