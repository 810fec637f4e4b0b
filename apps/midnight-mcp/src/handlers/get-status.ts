import type { AppDeps } from '../deps.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/get-status.js';

/** The handler of getStatus, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async (
  _args,
  { github, docs, config, startedAt, knowledge }: AppDeps,
) => ({
  uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  rateBudget: github.rateBudget(),
  cache: { github: github.cacheStats(), docs: docs.cacheStats() },
  endpoints: {
    github: config.MIDNIGHT_GITHUB_API_URL,
    docs: config.MIDNIGHT_DOCS_URL,
    compactRepo: config.MIDNIGHT_COMPACT_REPO,
  },
  authenticated: Boolean(config.GITHUB_TOKEN),
  index: await knowledge.status(),
});
