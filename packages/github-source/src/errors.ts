import { AppError, isAppError } from '@sextant/core-engine';
import { parseRateLimit } from './rate-limit.js';

interface RequestErrorLike {
  status: number;
  message: string;
  response?: { headers?: Record<string, string>; data?: unknown };
  request?: { method?: string; url?: string };
}

const isRequestError = (e: unknown): e is RequestErrorLike =>
  e instanceof Error && typeof (e as { status?: unknown }).status === 'number';

/** Turns anything Octokit throws into a typed AppError with a hint (auth, not found, rate limit, validation, network). */
export function toGitHubError(err: unknown, what = 'GitHub request'): AppError {
  if (isAppError(err)) return err;
  if (err instanceof Error && err.name === 'AbortError') {
    return new AppError('CANCELLED', `${what} was cancelled.`, { cause: err });
  }
  // No response at all (refused, DNS, timeout): Octokit reports these as status 500 without a response.
  if (!isRequestError(err) || !err.response) {
    return new AppError(
      'UPSTREAM',
      `${what} failed: GitHub could not be reached (${err instanceof Error ? err.message : String(err)}).`,
      {
        type: 'network',
        hint: 'Check GITHUB_API_URL and the network, then retry.',
        cause: err,
      },
    );
  }
  const headers = err.response?.headers ?? {};
  const apiMessage = messageOf(err.response?.data) ?? err.message;
  const rate = parseRateLimit(headers);
  const retryAfter = Number(headers['retry-after']);
  const rateLimited =
    err.status === 429 || (err.status === 403 && (rate?.remaining === 0 || /rate limit/i.test(apiMessage)));
  if (rateLimited) {
    const retryAfterMs = Number.isFinite(retryAfter)
      ? retryAfter * 1000
      : rate
        ? Math.max(0, Date.parse(rate.resetAt) - Date.now())
        : 60_000;
    const resetAt = rate && rate.remaining === 0 ? rate.resetAt : new Date(Date.now() + retryAfterMs).toISOString();
    return new AppError('RATE_LIMITED', `GitHub rate limit hit (resets at ${resetAt}): ${apiMessage}`, {
      type: 'rate_limit',
      retryAfterMs,
      details: { resetAt, resource: rate?.resource },
      hint: 'Wait until resetAt, or set GITHUB_TOKEN for a higher limit; cached results stay available.',
      cause: err,
    });
  }
  switch (err.status) {
    case 401:
      return new AppError('UNAUTHORIZED', `GitHub rejected the credentials: ${apiMessage}`, {
        type: 'auth',
        hint: 'Set GITHUB_TOKEN (or GH_TOKEN, or run `gh auth login`) to a valid token.',
        cause: err,
      });
    case 403:
      return new AppError('FORBIDDEN', `GitHub refused access: ${apiMessage}`, {
        type: 'auth',
        hint: 'The token lacks access to this resource; use a token with `repo` scope or check SSO authorization.',
        cause: err,
      });
    case 404:
      return new AppError('NOT_FOUND', `${what}: not found.`, {
        type: 'not_found',
        hint: 'Check owner, repo, path and branch spelling (case matters for paths); private repositories need GITHUB_TOKEN.',
        cause: err,
      });
    case 422:
      return new AppError('INVALID_INPUT', `GitHub rejected the request: ${apiMessage}`, {
        type: 'validation',
        details: { errors: (err.response?.data as { errors?: unknown })?.errors },
        hint: 'Simplify the query: fewer qualifiers, no unbalanced quotes, at most 5 AND/OR/NOT operators.',
        cause: err,
      });
    default:
      return new AppError('UPSTREAM', `GitHub answered ${err.status}: ${apiMessage}`, {
        type: err.status >= 500 ? 'upstream' : 'network',
        hint: 'GitHub or the network is failing; retried with backoff already. Try again shortly.',
        cause: err,
      });
  }
}

function messageOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
    return (data as { message: string }).message;
  }
  return undefined;
}
