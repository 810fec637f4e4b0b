import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { writeAtomic } from '@sextant/core-engine/indexing';
import type { AppDeps } from '../deps.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/get-repo-bundle.js';

const INLINE_LIMIT = 8 * 1024 * 1024;

/** The handler of getRepoBundle, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async (
  { index_id, inline },
  deps: AppDeps,
) => {
  const { index } = await deps.indexes.get(index_id);
  const data = await index.exportBundle();
  const file = join(deps.config.dataDir, 'bundles', `${index_id}.sextant-index.gz`);
  await writeAtomic(file, data);
  return {
    index_id,
    file,
    bytes: data.length,
    sha256: createHash('sha256').update(data).digest('hex'),
    encoding: 'gzip' as const,
    ...(inline && data.length <= INLINE_LIMIT ? { data_base64: data.toString('base64') } : {}),
  };
};
