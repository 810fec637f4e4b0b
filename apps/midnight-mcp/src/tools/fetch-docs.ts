import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { screenedFields } from './screened.js';
import { readOnlyRemote } from './shared.js';

export const input = z.object({
  path: z.string().min(1).max(500).describe('Page path on the docs site, e.g. /develop/tutorial'),
  maxLength: z
    .number()
    .int()
    .min(500)
    .max(200_000)
    .default(40_000)
    .describe('Truncate the Markdown to this many characters'),
});

export const output = z.object({
  url: z.string(),
  title: z.string(),
  markdown: z.string(),
  truncated: z.boolean(),
  cached: z.boolean(),
  fetchedAt: z.string(),
  ...screenedFields,
});

export const fetchDocs = defineTool({
  name: 'midnight-fetch-docs',
  title: 'Fetch a docs page',
  description: 'Fetches a live page of the Midnight docs site and returns it as Markdown (cached).',
  annotations: readOnlyRemote,
  input,
  output,
  load: () => import('../handlers/fetch-docs.js'),
});
