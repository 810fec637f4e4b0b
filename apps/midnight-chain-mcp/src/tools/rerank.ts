import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';

export const rerank = defineTool({
  name: 'rerank',
  title: 'Rerank passages',
  description:
    'Orders passages by relevance to a query: a local cross-encoder when RERANK_MODEL_PATH is set, else a lexical reranker. model_used says which.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  input: z.object({
    query: z.string().min(1),
    documents: z.array(z.string().max(20_000)).min(1).max(200),
    top_k: z.number().int().min(1).max(200).optional(),
  }),
  output: z.object({
    results: z.array(z.object({ index: z.number(), score: z.number(), text: z.string() })),
    model_used: z.string(),
  }),
  async handler({ query, documents, top_k }, deps: AppDeps, ctx) {
    const reranker = await deps.reranker();
    const scores = await reranker.score(query, documents, ctx.signal);
    const results = documents
      .map((text, index) => ({ index, score: Number(scores[index]!.toFixed(4)), text }))
      .sort((a, b) => b.score - a.score || a.index - b.index);
    return { results: results.slice(0, top_k ?? documents.length), model_used: reranker.modelUsed };
  },
});
