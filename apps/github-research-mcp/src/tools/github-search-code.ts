import { defineTool } from '@sextant/mcp-shell';
import type { AppDeps } from '../deps.js';
import { bulkInput, bulkOutput, runQueries } from '../research/bulk.js';
import { runSearchCode, searchCodeQuery, searchCodeResult } from '../research/search-code.js';

export const githubSearchCode = defineTool({
  name: 'githubSearchCode',
  title: 'Search GitHub code',
  description:
    'Find files containing all keywords, with matching fragments. Filter by owner/repo/path/extension. Noise (node_modules, dist, lockfiles) is dropped.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: true },
  input: bulkInput(searchCodeQuery),
  output: bulkOutput(searchCodeResult),
  async handler({ queries }, deps: AppDeps, ctx) {
    return runQueries(deps, queries, (q, opts) => runSearchCode(deps, q, opts), ctx.signal);
  },
});
