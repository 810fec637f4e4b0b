import { defineTool, rejectedFilesOutput } from '@sextant/mcp-shell';
import { z } from 'zod';
import { checkCompactFiles } from './check-files.js';
import { checkContractsReport } from './findings-report.js';
import { findingSchema, readOnly } from './shared.js';

export const checkContracts = defineTool({
  name: 'midnight-check-contracts',
  title: 'Check Compact contracts',
  description:
    'Runs the disclosure and security checks over .compact files and folders; findings per file. For CI: --format sarif, --fail-on.',
  annotations: readOnly,
  input: z.object({
    paths: z.array(z.string().min(1).max(1000)).min(1).describe('.compact files or folders inside the allowed roots'),
  }),
  output: z.object({
    files: z.array(z.object({ file: z.string(), findings: z.array(findingSchema) })),
    rejected_files: rejectedFilesOutput('the others were checked.'),
  }),
  cli: { positional: 'paths' },
  report: checkContractsReport,
  handler: ({ paths }, _deps, ctx) => checkCompactFiles(paths, ctx),
});
