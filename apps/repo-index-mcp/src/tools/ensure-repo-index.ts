import { z } from 'zod';
import { defineTool } from '@sextant/mcp-shell';
import { statsSchema } from './schemas.js';

export const input = z.object({
  path: z.string().min(1).describe('Path inside a git working tree'),
  rev: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[^\s-][^\s]*$/)
    .optional()
    .describe('Commit, branch or tag to index instead of the work tree'),
  languages: z
    .array(z.string().min(1))
    .optional()
    .describe('Only index files of these language ids (typescript, python…)'),
  index_opts: z.object({ max_file_bytes: z.number().int().positive().optional() }).optional(),
});

export const output = z.object({
  index_id: z.string(),
  root: z.string(),
  rev: z.string().nullable(),
  status: statsSchema.shape.status,
  stats: statsSchema,
  operation_id: z.string(),
});

export const ensureRepoIndex = defineTool({
  name: 'ensure_repo_index',
  title: 'Index a repository',
  description:
    'Builds or updates the index of a local git repository (tracked files plus uncommitted changes, or a rev). Only changed files are re-processed; an up-to-date index returns at once.',
  annotations: { readOnlyHint: false, idempotentHint: true, destructiveHint: false, openWorldHint: false },
  input,
  output,
  cli: { command: 'index', positional: 'path' },
  load: () => import('../handlers/ensure-repo-index.js'),
});
