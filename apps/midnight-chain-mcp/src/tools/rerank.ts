import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';

export const input = z.object({
  query: z.string().min(1),
  documents: z.array(z.string().max(20_000)).min(1).max(200),
  top_k: z.number().int().min(1).max(200).optional(),
});

export const output = z.object({
  results: z.array(z.object({ index: z.number(), score: z.number(), text: z.string() })),
  model_used: z.string(),
});

export const rerank = defineTool({
  name: 'rerank',
  title: 'Rerank passages',
  description:
    'Orders passages by relevance to a query: a local cross-encoder when RERANK_MODEL_PATH is set, else a lexical reranker. model_used says which.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  input,
  output,
  load: () => import('../handlers/rerank.js'),
});
