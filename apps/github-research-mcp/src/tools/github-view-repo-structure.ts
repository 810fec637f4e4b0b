import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { bulkInput, bulkOutput, researchFields, resultBase } from './schemas.js';

const query = z.object({
  ...researchFields,
  owner: z.string().min(1).max(100),
  repo: z.string().min(1).max(100),
  branch: z.string().max(200).optional(),
  path: z.string().max(500).default('').describe('Folder; root if empty'),
  depth: z.number().int().min(1).max(4).default(1),
  entriesPerPage: z.number().int().min(10).max(300).default(100),
  entryPageNumber: z.number().int().min(1).max(1000).default(1),
});

const result = z.object({
  ...resultBase,
  branch: z.string().optional(),
  path: z.string().optional(),
  entries: z
    .array(z.object({ path: z.string(), type: z.enum(['dir', 'file']), size: z.number().optional() }))
    .optional(),
  page: z.number().optional(),
  totalPages: z.number().optional(),
  totalEntries: z.number().optional(),
  ignored: z.number().optional(),
});

export const input = bulkInput(query);

export const output = bulkOutput(result);

export const githubViewRepoStructure = defineTool({
  name: 'githubViewRepoStructure',
  title: 'View repository structure',
  description:
    'List a folder of a repository to a given depth, paged. Dependency and build folders, lockfiles and binaries are hidden.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: true },
  input,
  output,
  load: () => import('../handlers/github-view-repo-structure.js'),
});
