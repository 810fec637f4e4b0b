import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { writeAtomic } from '@sextant/core-engine/indexing';
import { defineTool } from '@sextant/mcp-shell';
import type { AppDeps } from '../deps.js';

const INLINE_LIMIT = 8 * 1024 * 1024;

export const getRepoBundle = defineTool({
  name: 'get_repo_bundle',
  title: 'Export an index bundle',
  description:
    'Exports an index (manifest, symbols, chunks and vectors) as one gzipped bundle another machine loads with load_repo_bundle. Writes it to a file; inline adds it as base64.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  input: z.object({
    index_id: z.string().regex(/^[0-9a-f]{16}$/),
    inline: z.boolean().default(false).describe('Add the bytes as base64 (up to 8 MB: large)'),
  }),
  output: z.object({
    index_id: z.string(),
    file: z.string(),
    bytes: z.number(),
    sha256: z.string(),
    encoding: z.literal('gzip'),
    data_base64: z.string().optional(),
  }),
  cli: { command: 'bundle', positional: 'index_id' },
  async handler({ index_id, inline }, deps: AppDeps) {
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
  },
});
