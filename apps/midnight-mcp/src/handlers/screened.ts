import { screenText } from '@sextant/security/injection';
import type { z } from 'zod';
import type { screenedFields } from '../tools/screened.js';

/**
 * Screens fetched text with @sextant/security (shared with github-research-mcp): cleaned text plus the fields. It
 * lives beside the handlers, so the injection screen loads on the first call that fetches text, not at start.
 */
export function screened(raw: string): {
  text: string;
  fields: { injectionWarning?: z.infer<typeof screenedFields.injectionWarning>; invisibleCharsRemoved?: number };
} {
  const r = screenText(raw);
  return {
    text: r.text,
    fields: {
      ...(r.findings.length ? { injectionWarning: { message: r.note ?? '', findings: r.findings } } : {}),
      ...(r.invisibleRemoved ? { invisibleCharsRemoved: r.invisibleRemoved } : {}),
    },
  };
}
