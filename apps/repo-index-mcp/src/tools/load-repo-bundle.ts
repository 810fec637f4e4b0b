import { z } from 'zod';
import { defineTool } from '@sextant/mcp-shell';

export const input = z.object({
  path: z.string().min(1).describe('Local checkout the bundle belongs to'),
  file: z.string().optional().describe('Bundle file written by get_repo_bundle'),
  data_base64: z.string().optional(),
});

export const output = z.object({
  index_id: z.string(),
  files: z.number(),
  chunks: z.number(),
  head: z.string().nullable(),
});

export const loadRepoBundle = defineTool({
  name: 'load_repo_bundle',
  title: 'Load an index bundle',
  description:
    'Loads a bundle from get_repo_bundle (a file or base64 bytes) as the index of a local checkout of the same repository.',
  annotations: { readOnlyHint: false, idempotentHint: true, destructiveHint: false, openWorldHint: false },
  input,
  output,
  limits: { fields: { data_base64: { maxStringLength: 12 * 1024 * 1024 } } },
  load: () => import('../handlers/load-repo-bundle.js'),
});
