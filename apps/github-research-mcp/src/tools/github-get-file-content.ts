import { defineTool } from '@sextant/mcp-shell';
import type { AppDeps } from '../deps.js';
import { bulkInput, bulkOutput, runQueries } from '../research/bulk.js';
import { fileContentQuery, fileContentResult, runFileContent } from '../research/file-content.js';

export const githubGetFileContent = defineTool({
  name: 'githubGetFileContent',
  title: 'Read a GitHub file',
  description:
    'Read exact lines of a file: startLine/endLine, or matchString with context lines, or fullContent. Secrets are redacted; long output pages by charOffset.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: true },
  input: bulkInput(fileContentQuery),
  output: bulkOutput(fileContentResult),
  async handler({ queries }, deps: AppDeps, ctx) {
    return runQueries(deps, queries, (q, opts) => runFileContent(deps, q, opts), ctx.signal);
  },
});
