import { isAppError } from '@sextant/core-engine';
import { z } from 'zod';

/** Research context fields every query may carry (octocode's names); only `id` is echoed back. */
export const researchFields = {
  id: z.string().max(64).optional().describe('Your label for this query, echoed in its result'),
  mainResearchGoal: z.string().max(500).optional(),
  researchGoal: z.string().max(500).optional(),
  reasoning: z.string().max(500).optional(),
};

/** Outcome of one query of a bulk call. */
export type QueryStatus = 'hasResults' | 'empty' | 'error';

export const queryErrorSchema = z.object({ code: z.string(), message: z.string(), hint: z.string().optional(), retryAfterMs: z.number().optional() });

/** Fields every per-query result has. */
export const resultBase = {
  id: z.string().optional(),
  status: z.enum(['hasResults', 'empty', 'error']),
  hints: z.array(z.string()).optional(),
  error: queryErrorSchema.optional(),
};

/** Runs one query; failures become an `error` result so the other queries still return. */
export async function settle<T extends { status: QueryStatus }>(
  id: string | undefined,
  run: () => Promise<T>,
): Promise<(T | { status: 'error'; error: z.infer<typeof queryErrorSchema>; hints?: string[] }) & { id?: string }> {
  try {
    return { ...(id ? { id } : {}), ...(await run()) };
  } catch (err) {
    // One failing query must not sink the others: unknown failures become an INTERNAL result.
    if (!isAppError(err)) return { ...(id ? { id } : {}), status: 'error', error: { code: 'INTERNAL', message: 'Internal error while running this query.' } };
    const { hint, retryAfterMs } = err.extra;
    return {
      ...(id ? { id } : {}),
      status: 'error',
      error: { code: String(err.code), message: err.message, ...(hint ? { hint } : {}), ...(retryAfterMs ? { retryAfterMs } : {}) },
    };
  }
}

/** Per-query share of the response character budget. */
export const shareOf = (maxChars: number, queries: number) => Math.floor(maxChars / Math.max(1, queries));
