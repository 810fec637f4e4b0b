import { AppError } from '@sextant/core-engine';
import type { AppDeps } from '../deps.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/rag-query.js';

/** The handler of ragQuery, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async (
  { query, collection, top_k, rerank },
  { rag, reranker, config }: AppDeps,
) => {
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
};
