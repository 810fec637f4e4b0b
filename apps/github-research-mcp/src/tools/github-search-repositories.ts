import { defineTool } from '@sextant/mcp-shell';
import type { AppDeps } from '../deps.js';
import { bulkInput, bulkOutput, runQueries } from '../research/bulk.js';
import { runSearchRepos, searchReposQuery, searchReposResult } from '../research/search-repositories.js';

export const githubSearchRepositories = defineTool({
  name: 'githubSearchRepositories',
  title: 'Search GitHub repositories',
  description:
    'Find repositories by keywords, topics, owner, language, stars or dates. Start here when you do not know where the code lives.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: true },
  input: bulkInput(searchReposQuery),
  output: bulkOutput(searchReposResult),
  async handler({ queries }, deps: AppDeps, ctx) {
    return runQueries(deps, queries, (q, opts) => runSearchRepos(deps, q, opts), ctx.signal);
  },
});
