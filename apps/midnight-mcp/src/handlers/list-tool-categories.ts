import { categories } from '../tools/categories.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/list-tool-categories.js';

/** The handler of listToolCategories, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, unknown> = () => ({
  categories: Object.entries(categories).map(([name, c]) => ({
    name,
    description: c.description,
    toolCount: c.tools.length,
  })),
});
