import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { bulkInput, bulkOutput, researchFields, resultBase } from './schemas.js';

const range = z
  .string()
  .max(40)
  .regex(/^(>=|<=|>|<)?[\w:-]+(\.\.[\w:-]+)?$/, 'like >100, 10..50 or >2024-01-01');

const query = z.object({
  ...researchFields,
  keywordsToSearch: z.array(z.string().min(1).max(100)).max(5).optional(),
  topicsToSearch: z.array(z.string().min(1).max(50)).max(5).optional(),
  owner: z.string().max(100).optional(),
  language: z.string().max(50).optional(),
  stars: range.optional(),
  size: range.optional().describe('KB'),
  created: range.optional(),
  updated: range.optional(),
  match: z.array(z.enum(['name', 'description', 'readme'])).optional(),
  sort: z.enum(['stars', 'forks', 'updated', 'best-match']).default('best-match'),
  limit: z.number().int().min(1).max(20).default(10),
  page: z.number().int().min(1).max(10).default(1),
});

const result = z.object({
  ...resultBase,
  totalCount: z.number().optional(),
  repositories: z
    .array(
      z.object({
        repo: z.string(),
        description: z.string(),
        stars: z.number(),
        language: z.string().nullable(),
        topics: z.array(z.string()),
        pushedAt: z.string(),
        defaultBranch: z.string(),
      }),
    )
    .optional(),
});

export const input = bulkInput(query);

export const output = bulkOutput(result);

export const githubSearchRepositories = defineTool({
  name: 'githubSearchRepositories',
  title: 'Search GitHub repositories',
  description:
    'Find repositories by keywords, topics, owner, language, stars or dates. Start here when you do not know where the code lives.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: true },
  input,
  output,
  load: () => import('../handlers/github-search-repositories.js'),
});
