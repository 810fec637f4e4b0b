import type { Logger } from '@sextant/core-engine';
import { AppError, isAppError } from '@sextant/core-engine';
import type { OutputFormat } from '@sextant/toon-output';
import { secrets, toonOutput } from './lazy-modules.js';

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

/** The error payload of an AppError, rendered and redacted: what the model reads. */
export async function renderErrorText(e: AppError, format: OutputFormat): Promise<string> {
  const [{ errorPayload, renderError }, { redactSecrets }] = await Promise.all([toonOutput(), secrets()]);
  const details =
    e.extra.retryAfterMs === undefined ? e.extra.details : { ...e.extra.details, retryAfterMs: e.extra.retryAfterMs };
  const payload = errorPayload({ code: e.code, message: e.message, type: e.extra.type, hint: e.extra.hint, details });
  return redactSecrets(renderError(payload, format)).text;
}
