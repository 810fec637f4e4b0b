import type { Logger } from '@sextant/core-engine';
import { AppError, isAppError } from '@sextant/core-engine';
import type { ErrorPayload, OutputFormat } from '@sextant/toon-output';
import { errorPayload, renderError } from '@sextant/toon-output';
import { redactSecrets } from '@sextant/security/secrets';

/** Any thrown value as an AppError; unknown errors are logged (redacted by the logger) and hidden. */
export function toAppError(err: unknown, log: Logger): AppError {
  if (isAppError(err)) return err;
  log.error('tool failed', {
    err: err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : String(err),
  });
  return new AppError('INTERNAL', 'The tool failed unexpectedly; the details are in the server log.', {
    type: 'internal_error',
    hint: 'Retry once; if it fails again, report it with the server log.',
    cause: err,
  });
}

/** The error payload of an AppError. */
export function payloadOf(e: AppError): ErrorPayload {
  const details =
    e.extra.retryAfterMs === undefined ? e.extra.details : { ...e.extra.details, retryAfterMs: e.extra.retryAfterMs };
  return errorPayload({ code: e.code, message: e.message, type: e.extra.type, hint: e.extra.hint, details });
}

/** The error payload rendered and redacted: what the model reads. */
export const renderErrorText = (e: AppError, format: OutputFormat) =>
  redactSecrets(renderError(payloadOf(e), format)).text;
