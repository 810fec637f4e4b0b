import { AppError } from '@sextant/core-engine';
import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { categories, loadTools } from './categories.js';
import { readOnly } from './shared.js';

export const listCategoryTools = defineTool({
  name: 'midnight-list-category-tools',
  title: 'List tools of a category',
  description: 'Lists the tools of one category with their titles and descriptions.',
  annotations: readOnly,
  input: z.object({ category: z.string().describe('Category name from midnight-list-tool-categories') }),
  output: z.object({
    category: z.string(),
    tools: z.array(z.object({ name: z.string(), title: z.string(), description: z.string() })),
  }),
  async handler({ category }) {
    const entry = categories[category];
    if (!entry) {
      throw new AppError('NOT_FOUND', `No category "${category}".`, {
        hint: `Use one of: ${Object.keys(categories).join(', ')}.`,
      });
    }
    const all = await loadTools();
    const tools = all
      .filter((t) => entry.tools.includes(t.name))
      .map(({ name, title, description }) => ({ name, title, description }));
    return { category, tools };
  },
});
