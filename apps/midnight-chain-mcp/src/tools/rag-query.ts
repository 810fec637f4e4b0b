import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';

export const input = z.object({
  query: z.string().min(2),
  collection: z.string().min(3).optional().describe('Default: midnight-docs-v1'),
  top_k: z.number().int().min(1).max(50).default(5),
  rerank: z.boolean().default(false),
});

export const output = z.object({
  collection: z.string(),
  results: z.array(
    z.object({ id: z.string(), score: z.number(), path: z.string(), heading: z.string(), text: z.string() }),
  ),
  search_mode: z.string().describe('How candidates were retrieved'),
  model_used: z.string().nullable().describe('Reranker that ordered the results, or null'),
});

export const ragQuery = defineTool({
  name: 'rag_query',
  title: 'Query Midnight docs',
  description:
    'Searches an ingested docs collection (default midnight-docs-v1) and returns ranked passages; optionally reranked.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  input,
  output,
  cli: { positional: 'query' },
  load: () => import('../handlers/rag-query.js'),
});
