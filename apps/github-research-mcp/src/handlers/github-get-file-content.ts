import { BUDGETS } from '../budgets.js';
import type { AppDeps } from '../deps.js';
import { runQueries } from '../run-queries.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/github-get-file-content.js';

/** The handler of githubGetFileContent, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async ({ queries }, deps: AppDeps, ctx) => {
  // An explicit charLength asks for larger pages than the default budget: up to MAX_RESPONSE_TOKENS.
  const tokens = queries.some((q) => q.charLength) ? deps.maxResponseTokens : BUDGETS.githubGetFileContent;
  return runQueries(deps, queries, deps.research.getFileContent, ctx.signal, tokens);
};
