import { BUDGETS } from '../budgets.js';
import type { AppDeps } from '../deps.js';
import { runQueries } from '../run-queries.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/github-search-pull-requests.js';

/** The handler of githubSearchPullRequests, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async ({ queries }, deps: AppDeps, ctx) => {
  return runQueries(deps, queries, deps.research.searchPullRequests, ctx.signal, BUDGETS.githubSearchPullRequests);
};
