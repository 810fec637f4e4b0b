import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { AppError } from '@sextant/core-engine';
import { defineTool } from '@sextant/mcp-shell';
import type { AppDeps } from '../deps.js';
import { repoRootOf } from '../target.js';

export const loadRepoBundle = defineTool({
  name: 'load_repo_bundle',
  title: 'Load an index bundle',
  description:
    'Loads a bundle from get_repo_bundle (a file or base64 bytes) as the index of a local checkout of the same repository.',
  annotations: { readOnlyHint: false, idempotentHint: true, destructiveHint: false, openWorldHint: false },
  input: z.object({
    path: z.string().min(1).describe('Local checkout the bundle belongs to'),
    file: z.string().optional().describe('Bundle file written by get_repo_bundle'),
    data_base64: z.string().optional(),
  }),
  output: z.object({ index_id: z.string(), files: z.number(), chunks: z.number(), head: z.string().nullable() }),
  limits: { fields: { data_base64: { maxStringLength: 12 * 1024 * 1024 } } },
  async handler({ path, file, data_base64 }, deps: AppDeps, ctx) {
    if (!file && !data_base64)
      throw new AppError('INVALID_INPUT', 'Pass file or data_base64.', { hint: 'Use what get_repo_bundle returned.' });
    const data = file ? await readFile(await ctx.resolvePath(file)) : Buffer.from(data_base64!, 'base64');
    const root = await repoRootOf(path, ctx);
    const { entry, index } = await deps.indexes.ensure(root);
    const manifest = await index.importBundle(data, { root });
    return { index_id: entry.id, files: manifest.counts.files, chunks: manifest.counts.chunks, head: manifest.head };
  },
});
