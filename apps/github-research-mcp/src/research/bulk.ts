import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { settle, shareOf } from './query-result.js';

/** The rate budget every response reports. */
export const rateLimitSchema = z.object({ resource: z.string(), remaining: z.number(), limit: z.number(), resetAt: z.string() }).optional();

/** `{ queries: [1..5] }` around one query schema. */
export const bulkInput = <T extends z.ZodObject>(query: T) => z.object({ queries: z.array(query).min(1).max(5).describe('1-5 queries, run 3 at a time') });

/** `{ results: [...], rateLimit }` around one result schema. */
export const bulkOutput = <T extends z.ZodObject>(result: T) => z.object({ results: z.array(result), rateLimit: rateLimitSchema });

/**
 * Runs every query 3 at a time, each settled on its own (one failure does not sink the rest), each
 * given an equal share of the response character budget; adds the rate budget GitHub reported.
 */
export async function runQueries<Q extends { id?: string }, R extends { status: string }>(
  deps: AppDeps,
  queries: readonly Q[],
  run: (q: Q, budget: number) => Promise<R>,
) {
  const budget = shareOf(deps.maxResponseChars, queries.length);
  const results = new Array<Awaited<ReturnType<typeof settle<R>>>>(queries.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < queries.length; i = next++) results[i] = await settle(queries[i]!.id, () => run(queries[i]!, budget));
  };
  await Promise.all(Array.from({ length: Math.min(3, queries.length) }, worker));
  const rate = deps.github.client.stats().rateLimit;
  return { results, ...(rate ? { rateLimit: { resource: rate.resource, remaining: rate.remaining, limit: rate.limit, resetAt: rate.resetAt } } : {}) };
}
