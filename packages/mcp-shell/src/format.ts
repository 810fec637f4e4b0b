import { AppError } from '@sextant/core-engine';
import { z } from 'zod';
import type { OutputFormat } from '@sextant/toon-output';

/**
 * The `format` argument the shell adds to every tool. Its description is short on purpose: it is repeated in every
 * tool of every tools/list (about 10 o200k tokens a tool saved against the longer wording), and when it is left out
 * the server's OUTPUT_FORMAT applies.
 */
export const formatField = z.enum(['toon', 'json']).optional().describe('Answer format');

/** Picks the call's format, else the server default. */
export const pickFormat = (args: unknown, fallback: OutputFormat): OutputFormat => {
  const f = (args as { format?: unknown } | null)?.format;
  return f === 'json' || f === 'toon' ? f : fallback;
};

/**
 * SEXTANT_STRUCTURED_CONTENT as a switch: unset or `off` means text only (no `structuredContent` in results, no
 * `outputSchema` in tools/list), `on` adds both. Anything else is refused.
 */
export function parseStructuredContent(raw: string | undefined): boolean {
  const v = (raw ?? '').trim().toLowerCase();
  if (v === '' || v === 'off' || v === 'false' || v === '0') return false;
  if (v === 'on' || v === 'true' || v === '1') return true;
  throw new AppError('INVALID_INPUT', `SEXTANT_STRUCTURED_CONTENT must be on or off, got "${raw}".`, {
    hint: 'Set SEXTANT_STRUCTURED_CONTENT=on to add structuredContent and outputSchema, or unset it (text only).',
    details: { variable: 'SEXTANT_STRUCTURED_CONTENT', value: raw },
  });
}

/** OUTPUT_FORMAT as a format: unset means `toon`; any value other than `toon` or `json` is refused. */
export function parseOutputFormat(raw: string | undefined): OutputFormat {
  const v = (raw ?? '').trim().toLowerCase();
  if (v === '' || v === 'toon') return 'toon';
  if (v === 'json') return 'json';
  throw new AppError('INVALID_INPUT', `OUTPUT_FORMAT must be toon or json, got "${raw}".`, {
    hint: 'Set OUTPUT_FORMAT=toon (the default) or OUTPUT_FORMAT=json, or unset it.',
    details: { variable: 'OUTPUT_FORMAT', value: raw },
  });
}
