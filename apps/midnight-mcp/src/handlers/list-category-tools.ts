import { AppError } from '@sextant/core-engine';
import { categories, loadTools } from '../tools/categories.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/list-category-tools.js';

/** The handler of listCategoryTools, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, unknown> = async ({ category }) => {
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
};
