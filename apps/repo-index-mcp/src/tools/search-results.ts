import { z } from 'zod';

/** A file of a brief answer (the default): where it matched, why, and a few lines. */
export const fileSchema = z.object({
  path: z.string(),
  lines: z.array(z.string()).describe('Matched line ranges, best first ("12-30")'),
  symbol: z.string().optional(),
  why: z.array(z.string()).describe('Signals that found it, best first'),
  snippet: z.string(),
  weak: z.literal(true).optional().describe('Under half of the query terms occur here'),
});

/** A result of `detail: "full"`: one merged range with its snippet and context. */
export const fullSchema = z.object({
  path: z.string(),
  start_line: z.number(),
  end_line: z.number(),
  symbol: z.string().optional(),
  language: z.string(),
  score: z.number(),
  signals: z.record(z.string(), z.number()).describe('Rank of the result in each signal that found it'),
  snippet: z.string(),
  weak: z.literal(true).optional(),
});

/** Default size of a brief answer, in o200k tokens of the text the model reads. */
export const SEARCH_BUDGET = 3000;
