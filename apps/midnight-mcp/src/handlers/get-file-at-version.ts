import type { AppDeps } from '../deps.js';
import { screened } from './screened.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/get-file-at-version.js';

/** The handler of getFileAtVersion, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async (
  { path, version, repo },
  { versions }: AppDeps,
) => {
  const { tag, file } = await versions.fileAtVersion(path, version, repo);
  const { text, fields } = screened(file.content);
  return { tag, path: file.path, url: file.url, content: text, ...fields };
};
