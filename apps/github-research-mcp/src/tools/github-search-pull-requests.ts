import { defineTool } from '@sextant/mcp-shell';
import type { AppDeps } from '../deps.js';
import { bulkInput, bulkOutput, runQueries } from '../research/bulk.js';
import { runSearchPulls, searchPullsQuery, searchPullsResult } from '../research/search-pull-requests.js';

export const githubSearchPullRequests = defineTool({
  name: 'githubSearchPullRequests',
  title: 'Search pull requests',
  description:
    'Search pull requests by text, state, author, label or dates; with prNumber, get one PR with diff hunks (type fullContent) and review comments.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: true },
  input: bulkInput(searchPullsQuery),
  output: bulkOutput(searchPullsResult),
  async handler({ queries }, deps: AppDeps, ctx) {
    return runQueries(deps, queries, (q, opts) => runSearchPulls(deps, q, opts), ctx.signal);
  },
});
