import type { AppDeps } from '../deps.js';
import { screened } from './screened.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/get-file.js';

/** The handler of getFile, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async (
  { path, repo, ref },
  { github, config }: AppDeps,
) => {
  const file = await github.getFile(repo ?? config.MIDNIGHT_COMPACT_REPO, path, ref);
  const { text, fields } = screened(file.content);
  return { ...file, content: text, ...fields };
};
