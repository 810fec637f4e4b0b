import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { bulkInput, bulkOutput, pullRequestDetails, pullRequestHeader, researchFields, resultBase } from './schemas.js';

const range = z
  .string()
  .max(40)
  .regex(/^(>=|<=|>|<)?[\w:-]+(\.\.[\w:-]+)?$/, 'like >2024-01-01');

const query = z.object({
  ...researchFields,
  query: z.string().max(256).optional().describe('Free text in title/body'),
  owner: z.string().max(100).optional(),
  repo: z.string().max(100).optional(),
  prNumber: z.number().int().min(1).max(1e8).optional().describe('Fetch this PR (needs owner and repo)'),
  state: z.enum(['open', 'closed']).optional(),
  merged: z.boolean().optional(),
  draft: z.boolean().optional(),
  author: z.string().max(100).optional(),
  assignee: z.string().max(100).optional(),
  label: z.array(z.string().max(50)).max(5).optional(),
  head: z.string().max(200).optional(),
  base: z.string().max(200).optional(),
  created: range.optional(),
  updated: range.optional(),
  match: z.array(z.enum(['title', 'body', 'comments'])).optional(),
  sort: z.enum(['created', 'updated', 'comments', 'best-match']).default('best-match'),
  order: z.enum(['asc', 'desc']).default('desc'),
  limit: z.number().int().min(1).max(10).default(5),
  type: z
    .enum(['metadata', 'fullContent', 'partialContent'])
    .default('metadata')
    .describe('fullContent: all diff hunks; partialContent: those of `files` (prNumber only)'),
  withComments: z.boolean().default(false).describe('Add review comments (prNumber only)'),
  files: z.array(z.string().max(300)).max(20).optional().describe('Only diffs of paths containing these'),
});

const result = z.object({
  ...resultBase,
  totalCount: z.number().optional(),
  pullRequests: z
    .array(z.object({ ...pullRequestHeader, labels: z.array(z.string()), updatedAt: z.string(), body: z.string() }))
    .optional(),
  pullRequest: pullRequestDetails.optional(),
  injectionWarning: z.string().optional(),
});

export const input = bulkInput(query);

export const output = bulkOutput(result);

export const githubSearchPullRequests = defineTool({
  name: 'githubSearchPullRequests',
  title: 'Search pull requests',
  description:
    'Search pull requests by text, state, author, label or dates; with prNumber, get one PR with diff hunks (type fullContent) and review comments.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: true },
  input,
  output,
  load: () => import('../handlers/github-search-pull-requests.js'),
});
