import { z } from 'zod';
import { defineTool } from '@sextant/mcp-shell';
import type { AppDeps } from '../deps.js';
import { runIndexing } from '../run-indexing.js';
import { repoRootOf } from '../target.js';
import { statsSchema } from './schemas.js';

export const ensureRepoIndex = defineTool({
  name: 'ensure_repo_index',
  title: 'Index a repository',
  description:
    'Builds or updates the index of a local git repository (tracked files plus uncommitted changes, or a rev). Only changed files are re-processed; an up-to-date index returns at once.',
  annotations: { readOnlyHint: false, idempotentHint: true, destructiveHint: false, openWorldHint: false },
  input: z.object({
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
  }),
  output: z.object({
    index_id: z.string(),
    root: z.string(),
    rev: z.string().nullable(),
    status: statsSchema.shape.status,
    stats: statsSchema,
    operation_id: z.string(),
  }),
  cli: { command: 'index', positional: 'path' },
  async handler({ path, rev, languages, index_opts }, deps: AppDeps, ctx) {
    const root = await repoRootOf(path, ctx);
    const { entry, index } = await deps.indexes.ensure(root, rev);
    const { stats, operation_id } = await runIndexing(entry, index, deps, ctx, {
      languages,
      maxFileBytes: index_opts?.max_file_bytes,
    });
    return { index_id: entry.id, root, rev: entry.rev, status: stats.status, stats, operation_id };
  },
});
