import { z } from 'zod';
import type { OutputFormat } from '@sextant/toon-output';

/** The `format` argument the shell adds to every tool. */
export const formatField = z
  .enum(['toon', 'json'])
  .optional()
  .describe('Text rendering of the result (default: the server setting)');

/** Picks the call's format, else the server default. */
export const pickFormat = (args: unknown, fallback: OutputFormat): OutputFormat => {
  const f = (args as { format?: unknown } | null)?.format;
  return f === 'json' || f === 'toon' ? f : fallback;
};
