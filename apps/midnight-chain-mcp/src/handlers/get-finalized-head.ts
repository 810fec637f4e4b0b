import type { AppDeps } from '../deps.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/get-finalized-head.js';

/** The handler of getFinalizedHead, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async (_args, deps: AppDeps) => {
  const { node } = await deps.chain();
  const [finalized, best] = await Promise.all([node.getFinalizedHead(), node.getBestHead()]);
  const block = await node.getBlock({ hash: finalized.hash });
  return {
    finalized: { ...finalized, timestamp: block.timestamp === null ? null : new Date(block.timestamp).toISOString() },
    best,
    unfinalized_blocks: Math.max(0, best.number - finalized.number),
  };
};
