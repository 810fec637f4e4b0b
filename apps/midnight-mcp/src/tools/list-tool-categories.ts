import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { categories } from './categories.js';
import { readOnly } from './shared.js';

export const listToolCategories = defineTool({
  name: 'midnight-list-tool-categories',
  title: 'List tool categories',
  description: 'Lists the categories of this server’s tools with how many tools each has.',
  annotations: readOnly,
  input: z.object({}),
  output: z.object({
    categories: z.array(z.object({ name: z.string(), description: z.string(), toolCount: z.number() })),
  }),
  handler: () => ({
    categories: Object.entries(categories).map(([name, c]) => ({
      name,
      description: c.description,
      toolCount: c.tools.length,
    })),
  }),
});
