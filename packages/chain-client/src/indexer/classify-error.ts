import { isAppError } from '@sextant/core-engine';
import type { ClientError } from 'graphql-request';
import { isConnectionRefused } from '../connection-refused.js';
import { chainError } from '../errors.js';
import type { Redactor } from '../redact.js';

/** Maps a graphql-request failure to GRAPHQL_ERROR (the indexer answered) or INDEXER_UNAVAILABLE (transient). */
export function classifyIndexerError(err: unknown, operation: string, redactor: Redactor): Error {
  if (isAppError(err)) return err as Error;
  if (isClientError(err)) {
    const status = err.response.status;
    if (status >= 500 || status === 429) {
      return chainError('INDEXER_UNAVAILABLE', `Indexer answered HTTP ${status} to ${operation}.`, {
        hint: 'The indexer is overloaded or restarting; try again shortly.',
        details: { operation, status, transient: true },
        ...(status === 429 ? { retryAfterMs: 2000 } : {}),
      });
    }
    const messages = (err.response.errors ?? []).map((e) => redactor.redact(e.message));
    return chainError('GRAPHQL_ERROR', `Indexer rejected ${operation}: ${messages.join('; ') || `HTTP ${status}`}`, {
      details: { operation, status, errors: messages },
    });
  }
  const message = redactor.redact(err instanceof Error ? err.message : String(err));
  // A refused connection is not retried: nothing listens there, and backoff only delays the same answer.
  const refused = isConnectionRefused(err);
  return chainError(
    'INDEXER_UNAVAILABLE',
    `Cannot reach the indexer for ${operation}: ${refused ? 'connection refused' : message}`,
    {
      hint: 'Check MIDNIGHT_INDEXER_URL (base URL, e.g. http://127.0.0.1:8088) and that the indexer is running.',
      details: { operation, transient: !refused },
    },
  );
}

/** True for failures worth retrying. */
export function isTransientIndexerError(err: unknown): boolean {
  if (!isAppError(err)) return false;
  const { code, extra } = err as { code: string; extra: { details?: { transient?: boolean } } };
  return (code === 'INDEXER_UNAVAILABLE' || code === 'TIMEOUT') && extra.details?.transient !== false;
}

/** graphql-request's ClientError, recognised by shape so the GraphQL stack is not loaded at start-up. */
const isClientError = (err: unknown): err is ClientError =>
  err instanceof Error && typeof (err as Partial<ClientError>).response?.status === 'number';
