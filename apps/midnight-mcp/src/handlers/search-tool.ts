import { AppError } from '@sextant/core-engine';
import type { ToolHandler } from '@sextant/mcp-shell';
import { fitItems } from '@sextant/toon-output/budget';
import type { KnowledgeKind } from '@sextant/vector-search/knowledge';
import type { AppDeps } from '../deps.js';
import type { input, output } from '../tools/search-tool.js';

/** Answer budget of a search at the default limit (10), in o200k tokens; it grows in step with `limit`. */
export const SEARCH_BUDGET = 2500;

/** The handler of one search tool over the knowledge base, imported on the tool's first call. */
export const searchHandler =
  (kind: KnowledgeKind): ToolHandler<typeof input, typeof output, AppDeps> =>
  async (args, { knowledge }) => {
    if ((await knowledge.status()).repos.length === 0) {
      throw new AppError('NOT_INDEXED', 'The local knowledge base is empty.', {
        hint: 'Build it once with `midnight-mcp index` (or the midnight-index tool); other tools work without it.',
      });
    }
    const hits = await knowledge.search({ ...args, kind });
    const answer = (kept: typeof hits) =>
      kept.length < hits.length
        ? { hits: kept, note: `${hits.length - kept.length} more hits cut to fit: raise limit or narrow path.` }
        : { hits: kept };
    return answer((await fitItems(hits, Math.ceil((SEARCH_BUDGET * args.limit) / 10), answer)).items);
  };
