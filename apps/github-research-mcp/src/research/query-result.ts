import { z } from 'zod';

/** Research context fields every query may carry (octocode's names); only `id` is echoed back. */
export const researchFields = {
  id: z.string().max(64).optional().describe('Your label for this query, echoed in its result'),
  mainResearchGoal: z.string().max(500).optional(),
  researchGoal: z.string().max(500).optional(),
  reasoning: z.string().max(500).optional(),
};

/** Fields every per-query result has. */
export const resultBase = {
  id: z.string().optional(),
  status: z.enum(['hasResults', 'empty', 'error']),
  hints: z.array(z.string()).optional(),
  error: z.object({ code: z.string(), message: z.string(), hint: z.string().optional() }).optional(),
};

/** What each query run gets: its share of the token budget and the call's cancellation signal. */
export interface RunOptions {
  budget: number;
  signal?: AbortSignal;
}

/** Per-query share of the response token budget, less room for the result's own fields. */
export const shareOf = (maxTokens: number, queries: number) =>
  Math.max(300, Math.floor(maxTokens / Math.max(1, queries)) - 300);

/** Characters that surely fit `tokens` (dense text such as JSON runs about 2.5 characters a token). */
export const charsFor = (tokens: number) => Math.floor(tokens * 2.5);
