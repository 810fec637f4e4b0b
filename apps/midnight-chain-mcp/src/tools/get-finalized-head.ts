import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';

export const getFinalizedHead = defineTool({
  name: 'midnight_rpc_chain_get_finalized_head',
  title: 'Get finalized head',
  description: 'The GRANDPA-finalized head and the best block, with the gap between them.',
  annotations: { readOnlyHint: true, openWorldHint: true },
  input: z.object({}),
  output: z.object({
    finalized: z.object({ hash: z.string(), number: z.number(), timestamp: z.string().nullable() }),
    best: z.object({ hash: z.string(), number: z.number() }),
    unfinalized_blocks: z.number(),
  }),
  async handler(_args, { node }: AppDeps) {
    const [finalized, best] = await Promise.all([node.getFinalizedHead(), node.getBestHead()]);
    const block = await node.getBlock({ hash: finalized.hash });
    return {
      finalized: { ...finalized, timestamp: block.timestamp === null ? null : new Date(block.timestamp).toISOString() },
      best,
      unfinalized_blocks: Math.max(0, best.number - finalized.number),
    };
  },
});
