import { z } from 'zod';
import { defineTool } from '@sextant/mcp-shell';

export const input = z.object({
  index_id: z.string().regex(/^[0-9a-f]{16}$/),
  inline: z.boolean().default(false).describe('Add the bytes as base64 (up to 8 MB: large)'),
});

export const output = z.object({
  index_id: z.string(),
  file: z.string(),
  bytes: z.number(),
  sha256: z.string(),
  encoding: z.literal('gzip'),
  data_base64: z.string().optional(),
});

export const getRepoBundle = defineTool({
  name: 'get_repo_bundle',
  title: 'Export an index bundle',
  description:
    'Exports an index (manifest, symbols, chunks and vectors) as one gzipped bundle another machine loads with load_repo_bundle. Writes it to a file; inline adds it as base64.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  input,
  output,
  cli: { command: 'bundle', positional: 'index_id' },
  load: () => import('../handlers/get-repo-bundle.js'),
});
