import { encode } from '@toon-format/toon';
import type { OutputFormat } from './render.js';

/** The one error shape every server prints: `{ error: { code, message, hint?, details?, type? } }`. */
export interface ErrorPayload {
  error: { code: string; message: string; type?: string; hint?: string; details?: Record<string, unknown> };
}

/** Builds the error payload, leaving out empty fields. */
export function errorPayload(input: {
  code: string;
  message: string;
  type?: string;
  hint?: string;
  details?: Record<string, unknown>;
}): ErrorPayload {
  const error: ErrorPayload['error'] = { code: input.code, message: input.message };
  if (input.type) error.type = input.type;
  if (input.hint) error.hint = input.hint;
  if (input.details && Object.keys(input.details).length > 0) error.details = input.details;
  return { error };
}

/**
 * Renders an error payload: always TOON for `toon` (one small fixed shape, `error:` then indented fields, that a
 * model and a test can rely on; JSON would save a token or two), pretty JSON for `json`.
 */
export const renderError = (payload: ErrorPayload, format: OutputFormat = 'toon') =>
  format === 'json' ? JSON.stringify(payload, null, 2) : encode(payload);
