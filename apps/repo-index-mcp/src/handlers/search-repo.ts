import { groupByFile } from '@sextant/core-engine/indexing';
import { fitItems } from '@sextant/toon-output/budget';
import type { AppDeps } from '../deps.js';
import { indexFrom } from '../target.js';
import { SEARCH_BUDGET } from '../tools/search-results.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/search-repo.js';

function searchFeatures(f: ({ source_first?: boolean } & Record<string, boolean | undefined>) | undefined) {
  if (!f) return undefined;
  const { source_first, ...rest } = f;
  return source_first === undefined ? rest : { ...rest, sourceFirst: source_first };
}

/** The handler of searchRepo, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async (args, deps: AppDeps, ctx) => {
  const { id, index } = await indexFrom(args, deps, ctx);
  const brief = args.detail === 'brief';
  const k = args.k ?? (brief ? 10 : 20);
  const [items, fresh, state] = await Promise.all([
    index.search({
      query: args.query,
      // Ranges, not files: a file often holds two or three of the ranked ranges.
      k: brief ? Math.min(300, (args.offset + k) * 3 + 3) : k,
      features: searchFeatures(args.features),
      contextLines: brief ? 0 : args.context_lines,
      tokenBudget: brief ? 1_000_000 : (args.token_budget ?? 8000),
    }),
    index.freshness(),
    index.state(),
  ]);
  const head = { index_id: id };
  const tail = { index: { head: state?.head ?? null, ...fresh } };
  if (!brief) return { ...head, results: items, ...tail };
  const files = groupByFile(items, { query: args.query });
  const page = files.slice(args.offset, args.offset + k);
  const answer = (kept: typeof page) => {
    const next = args.offset + kept.length;
    return { ...head, results: kept, ...(next < files.length ? { next_offset: next } : {}), ...tail };
  };
  return answer((await fitItems(page, args.token_budget ?? SEARCH_BUDGET, answer)).items);
};
