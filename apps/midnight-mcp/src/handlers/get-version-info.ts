import type { AppDeps } from '../deps.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/get-version-info.js';

/** The handler of getVersionInfo, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = ({ repo }, { versions }: AppDeps) =>
  versions.versionInfo(repo);
