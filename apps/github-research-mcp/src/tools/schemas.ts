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

/** The rate budget every response reports. */
const rateLimitSchema = z
  .object({ resource: z.string(), remaining: z.number(), limit: z.number(), resetAt: z.string() })
  .optional();

/** `{ queries: [1..5] }` around one query schema. */
export const bulkInput = <T extends z.ZodObject>(query: T) =>
  z.object({ queries: z.array(query).min(1).max(5).describe('1-5 queries, run 3 at a time') });

/** `{ results: [...], rateLimit }` around one result schema. */
export const bulkOutput = <T extends z.ZodObject>(result: T) =>
  z.object({ results: z.array(result), rateLimit: rateLimitSchema, warning: z.string().optional() });

const injection = z.object({
  message: z.string(),
  findings: z.array(z.object({ rule: z.string(), line: z.number(), excerpt: z.string() })),
});

/** Fields every pull request carries, in a search hit and in the details alike. */
export const pullRequestHeader = {
  repo: z.string(),
  number: z.number(),
  title: z.string(),
  state: z.string(),
  merged: z.boolean(),
  draft: z.boolean(),
  author: z.string(),
};

/** One pull request with its diff hunks and review comments. */
export const pullRequestDetails = z.object({
  ...pullRequestHeader,
  head: z.string(),
  base: z.string(),
  additions: z.number(),
  deletions: z.number(),
  body: z.string(),
  files: z.array(
    z.object({
      path: z.string(),
      status: z.string(),
      additions: z.number(),
      deletions: z.number(),
      diff: z.string().optional(),
    }),
  ),
  reviewComments: z
    .array(z.object({ author: z.string(), path: z.string(), line: z.number().nullable(), body: z.string() }))
    .optional(),
  redacted: z.array(z.string()).optional(),
  injectionWarning: injection.optional(),
  truncated: z.boolean().optional(),
});
