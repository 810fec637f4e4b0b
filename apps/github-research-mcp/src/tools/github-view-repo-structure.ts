import { defineTool } from '@sextant/mcp-shell';
import type { AppDeps } from '../deps.js';
import { bulkInput, bulkOutput, runQueries } from '../research/bulk.js';
import { repoStructureQuery, repoStructureResult, runRepoStructure } from '../research/repo-structure.js';

export const githubViewRepoStructure = defineTool({
  name: 'githubViewRepoStructure',
  title: 'View repository structure',
  description:
    'List a folder of a repository to a given depth, paged. Dependency and build folders, lockfiles and binaries are hidden.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: true },
  input: bulkInput(repoStructureQuery),
  output: bulkOutput(repoStructureResult),
  async handler({ queries }, deps: AppDeps, ctx) {
    return runQueries(deps, queries, (q, opts) => runRepoStructure(deps, q, opts), ctx.signal);
  },
});
