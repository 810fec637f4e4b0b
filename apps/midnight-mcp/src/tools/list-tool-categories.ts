import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { readOnly } from './shared.js';

export const input = z.object({});

export const output = z.object({
  categories: z.array(z.object({ name: z.string(), description: z.string(), toolCount: z.number() })),
});

export const listToolCategories = defineTool({
  name: 'midnight-list-tool-categories',
  title: 'List tool categories',
  description: 'Lists the categories of this server’s tools with how many tools each has.',
  annotations: readOnly,
  input,
  output,
  load: () => import('../handlers/list-tool-categories.js'),
});
