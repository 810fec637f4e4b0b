import { defineTool, rejectedFilesOutput } from '@sextant/mcp-shell';
import { z } from 'zod';
import { findingSchema, readOnly } from './shared.js';

export const input = z.object({
  paths: z.array(z.string().min(1).max(1000)).min(1).describe('.compact files or folders inside the allowed roots'),
});

export const output = z.object({
  files: z.array(z.object({ file: z.string(), findings: z.array(findingSchema) })),
  rejected_files: rejectedFilesOutput('the others were checked.'),
});

export const checkContracts = defineTool({
  name: 'midnight-check-contracts',
  title: 'Check Compact contracts',
  description:
    'Runs the disclosure and security checks over .compact files and folders; findings per file. For CI: --format sarif, --fail-on.',
  annotations: readOnly,
  input,
  output,
  cli: { positional: 'paths' },
  load: () => import('../handlers/check-contracts.js'),
});
