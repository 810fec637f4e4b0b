import type { OpenAI } from 'openai';
import { AppError, importOptional } from '@sextant/core-engine';

/** Settings of an OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, LM Studio…). */
export interface OpenAIClientOptions {
  /** e.g. `http://localhost:11434/v1`. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …`; without it, no authorization header is sent. */
  apiKey?: string;
  /** Retries on 408/409/429/5xx and network errors: back-off from 0.5 s doubling to 8 s, or the server's Retry-After. @default 2 */
  retries?: number;
  /** Per attempt. @default 60_000 */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Builds the `openai` client for an endpoint; the package (an optional peer) loads on the first call, so start-up
 * never pays for it. Nothing comes from the environment: base URL and key are the caller's.
 */
export async function createOpenAIClient(o: OpenAIClientOptions): Promise<OpenAI> {
  const { OpenAI: OpenAIClient } = await importOptional(() => import('openai'), {
    feature: 'The OpenAI-compatible client',
    peers: ['openai'],
    owner: '@sextant/vector-search',
  });
  return new OpenAIClient({
    baseURL: o.baseUrl.replace(/\/+$/, ''),
    // The SDK insists on a key; local servers need none, so the header is dropped instead.
    apiKey: o.apiKey ?? 'none',
    ...(o.apiKey ? {} : { defaultHeaders: { authorization: null } }),
    organization: null,
    project: null,
    maxRetries: o.retries ?? 2,
    timeout: o.timeoutMs ?? 60_000,
    logLevel: 'off',
    ...(o.fetch ? { fetch: o.fetch } : {}),
  });
}

/** What a failed call was, for the error text: `Embedding server`, `Chat endpoint`. */
export interface FailureContext {
  what: string;
  baseUrl: string;
  signal?: AbortSignal;
  /** Hints by HTTP status; `default` for the others. */
  hints?: Partial<Record<number | 'default', string>>;
}

/** Maps an `openai` error (after its retries) to an AppError: CANCELLED, RATE_LIMITED or UPSTREAM, with a hint. */
export async function toUpstreamError(err: unknown, c: FailureContext): Promise<AppError> {
  const { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } = await import('openai');
  if (c.signal?.aborted || err instanceof APIUserAbortError)
    return new AppError('CANCELLED', `${c.what} call was cancelled.`, { cause: err });
  if (err instanceof APIConnectionTimeoutError)
    return new AppError('UPSTREAM', `${c.what} at ${c.baseUrl} timed out.`, {
      hint: 'Check that the server is up and not overloaded, or raise the timeout.',
      cause: err,
    });
  if (err instanceof APIConnectionError)
    return new AppError('UPSTREAM', `${c.what} at ${c.baseUrl} is unreachable.`, {
      hint: 'Check OPENAI_BASE_URL and that the server is running.',
      cause: err,
    });
  if (err instanceof APIError && err.status !== undefined) {
    const body = err.error as { message?: unknown } | string | undefined;
    const detail =
      typeof body === 'string'
        ? body
        : typeof body?.message === 'string'
          ? body.message
          : err.message.replace(/^\d+\s*/, '');
    const retryAfter = Number(err.headers?.get('retry-after-ms') ?? Number(err.headers?.get('retry-after')) * 1000);
    return new AppError(
      err.status === 429 ? 'RATE_LIMITED' : 'UPSTREAM',
      `${c.what} answered ${err.status}${detail ? `: ${detail.slice(0, 200)}` : ''}.`,
      {
        hint: c.hints?.[err.status] ?? c.hints?.default,
        details: { status: err.status, url: c.baseUrl },
        ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterMs: retryAfter } : {}),
        cause: err,
      },
    );
  }
  return err instanceof AppError ? err : new AppError('UPSTREAM', `${c.what} call failed.`, { cause: err });
}
