import type { AppDeps } from '../deps.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/rerank.js';

/** The handler of rerank, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async (
  { query, documents, top_k },
  deps: AppDeps,
  ctx,
) => {
  const reranker = await deps.reranker();
  const scores = await reranker.score(query, documents, ctx.signal);
  const results = documents
    .map((text, index) => ({ index, score: Number(scores[index]!.toFixed(4)), text }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  return { results: results.slice(0, top_k ?? documents.length), model_used: reranker.modelUsed };
};
