import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { screened, screenedFields } from './screened.js';
import { readOnlyRemote } from './shared.js';

export const fetchDocs = defineTool({
  name: 'midnight-fetch-docs',
  title: 'Fetch a docs page',
  description: 'Fetches a live page of the Midnight docs site and returns it as Markdown (cached).',
  annotations: readOnlyRemote,
  input: z.object({
    path: z.string().min(1).max(500).describe('Page path on the docs site, e.g. /develop/tutorial'),
    maxLength: z
      .number()
      .int()
      .min(500)
      .max(200_000)
      .default(40_000)
      .describe('Truncate the Markdown to this many characters'),
  }),
  output: z.object({
    url: z.string(),
    title: z.string(),
    markdown: z.string(),
    truncated: z.boolean(),
    cached: z.boolean(),
    fetchedAt: z.string(),
    ...screenedFields,
  }),
  async handler({ path, maxLength }, { docs }: AppDeps) {
    const page = await docs.fetchPage(path);
    const { text, fields } = screened(page.markdown);
    const truncated = text.length > maxLength;
    return { ...page, markdown: truncated ? `${text.slice(0, maxLength)}\n…` : text, truncated, ...fields };
  },
});
