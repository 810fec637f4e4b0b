import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';

export const input = z.object({
  paths: z.array(z.string()).min(1).describe('Files or directories inside the allowed roots'),
  collection: z.string().min(3).optional(),
});

export const output = z.object({
  collection: z.string(),
  files: z.number(),
  unchanged_files: z.number().describe('Files already stored as they are now: not re-chunked or re-embedded'),
  chunks: z.number(),
  total_chunks: z.number(),
});

export const ragIngest = defineTool({
  name: 'rag_ingest',
  title: 'Ingest docs',
  description:
    'Chunks docs (.md, .mdx, .txt, .compact, .ts, .graphql) under the given paths into a collection for rag_query.',
  annotations: { readOnlyHint: false, idempotentHint: true, destructiveHint: false, openWorldHint: false },
  input,
  output,
  cli: { command: 'ingest', positional: 'paths' },
  load: () => import('../handlers/rag-ingest.js'),
});
