import { fitAnswer } from '@sextant/toon-output/budget';
import type { AppDeps } from '../deps.js';
import { indexFrom } from '../target.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/repo-map.js';

/** The handler of repoMap, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async (args, deps: AppDeps, ctx) => {
  const { id, index } = await indexFrom(args, deps, ctx);
  return fitAnswer(args.tokens, async (tokens) => ({
    index_id: id,
    ...(await index.map({ tokens, focus: args.focus })),
  }));
};
