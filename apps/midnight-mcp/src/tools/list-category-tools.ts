import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { readOnly } from './shared.js';

export const input = z.object({ category: z.string().describe('Category name from midnight-list-tool-categories') });

export const output = z.object({
  category: z.string(),
  tools: z.array(z.object({ name: z.string(), title: z.string(), description: z.string() })),
});

export const listCategoryTools = defineTool({
  name: 'midnight-list-category-tools',
  title: 'List tools of a category',
  description: 'Lists the tools of one category with their titles and descriptions.',
  annotations: readOnly,
  input,
  output,
  load: () => import('../handlers/list-category-tools.js'),
});
