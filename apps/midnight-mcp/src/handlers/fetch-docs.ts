import type { AppDeps } from '../deps.js';
import { screened } from './screened.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/fetch-docs.js';

/** The handler of fetchDocs, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async (
  { path, maxLength },
  { docs }: AppDeps,
) => {
  const page = await docs.fetchPage(path);
  const { text, fields } = screened(page.markdown);
  const truncated = text.length > maxLength;
  return { ...page, markdown: truncated ? `${text.slice(0, maxLength)}\n…` : text, truncated, ...fields };
};
