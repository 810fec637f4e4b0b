import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { bulkInput, bulkOutput, researchFields, resultBase } from './schemas.js';

const name = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w.-]+$/, 'letters, digits, ".", "-", "_"');

const query = z.object({
  ...researchFields,
  keywordsToSearch: z.array(z.string().min(1).max(100)).min(1).max(5).describe('Terms that must all appear (AND)'),
  owner: name.optional(),
  repo: name.optional().describe('Needs owner'),
  extension: z.string().max(20).optional().describe('e.g. ts'),
  filename: z.string().max(100).optional(),
  path: z.string().max(200).optional().describe('Folder prefix, e.g. src/auth'),
  match: z.enum(['file', 'path']).optional().describe('Search contents (default) or paths'),
  limit: z.number().int().min(1).max(20).default(10),
  page: z.number().int().min(1).max(10).default(1),
});

const result = z.object({
  ...resultBase,
  totalCount: z.number().optional(),
  files: z.array(z.object({ repo: z.string(), path: z.string(), matches: z.array(z.string()) })).optional(),
  droppedNoise: z.number().optional(),
  injectionWarning: z.string().optional(),
});

export const input = bulkInput(query);

export const output = bulkOutput(result);

export const githubSearchCode = defineTool({
  name: 'githubSearchCode',
  title: 'Search GitHub code',
  description:
    'Find files containing all keywords, with matching fragments. Filter by owner/repo/path/extension. Noise (node_modules, dist, lockfiles) is dropped.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: true },
  input,
  output,
  load: () => import('../handlers/github-search-code.js'),
});
