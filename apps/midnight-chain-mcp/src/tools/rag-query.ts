import { AppError } from '@sextant/core-engine';
import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';

export const ragQuery = defineTool({
  name: 'rag_query',
  title: 'Query Midnight docs',
  description:
    'Searches an ingested docs collection (default midnight-docs-v1) and returns ranked passages; optionally reranked.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  input: z.object({
    query: z.string().min(2),
    collection: z.string().min(3).optional().describe('Default: midnight-docs-v1'),
    top_k: z.number().int().min(1).max(50).default(5),
    rerank: z.boolean().default(false),
  }),
  output: z.object({
    collection: z.string(),
    results: z.array(
      z.object({ id: z.string(), score: z.number(), path: z.string(), heading: z.string(), text: z.string() }),
    ),
    search_mode: z.string().describe('How candidates were retrieved'),
    model_used: z.string().nullable().describe('Reranker that ordered the results, or null'),
  }),
  cli: { positional: 'query' },
  async handler({ query, collection, top_k, rerank }, { rag, reranker, config }: AppDeps) {
    const { store, embedder } = await rag();
    const name = collection ?? config.ragCollection;
    if ((await store.count({ collection: name })) === 0) {
      throw new AppError('NOT_INDEXED', `Collection "${name}" is empty.`, {
        hint: 'Fill it with the ingest command: midnight-chain-mcp ingest <docs dir> (or the rag_ingest tool).',
      });
    }
    const { queryDocs } = await import('@sextant/vector-search');
    const { hits, modelUsed, mode } = await queryDocs(
      { store, embedder },
      { query, collection: name, topK: top_k, reranker: rerank ? await reranker() : undefined },
    );
    return {
      collection: name,
      results: hits.map((h) => ({
        id: h.id,
        score: Number(h.score.toFixed(4)),
        path: String(h.metadata.path ?? ''),
        heading: String(h.metadata.heading ?? ''),
        text: h.text,
      })),
      search_mode: mode,
      model_used: modelUsed,
    };
  },
});
