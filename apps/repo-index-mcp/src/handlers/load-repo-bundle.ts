import { readFile } from 'node:fs/promises';
import { AppError } from '@sextant/core-engine';
import type { AppDeps } from '../deps.js';
import { repoRootOf } from '../target.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/load-repo-bundle.js';

/** The handler of loadRepoBundle, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async (
  { path, file, data_base64 },
  deps: AppDeps,
  ctx,
) => {
  if (!file && !data_base64)
    throw new AppError('INVALID_INPUT', 'Pass file or data_base64.', { hint: 'Use what get_repo_bundle returned.' });
  const data = file ? await readFile(await ctx.resolvePath(file)) : Buffer.from(data_base64!, 'base64');
  const root = await repoRootOf(path, ctx);
  const { entry, index } = await deps.indexes.ensure(root);
  const manifest = await index.importBundle(data, { root });
  return { index_id: entry.id, files: manifest.counts.files, chunks: manifest.counts.chunks, head: manifest.head };
};
