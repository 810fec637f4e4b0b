import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';

export const input = z.object({});

export const output = z.object({
  finalized: z.object({ hash: z.string(), number: z.number(), timestamp: z.string().nullable() }),
  best: z.object({ hash: z.string(), number: z.number() }),
  unfinalized_blocks: z.number(),
});

export const getFinalizedHead = defineTool({
  name: 'midnight_rpc_chain_get_finalized_head',
  title: 'Get finalized head',
  description: 'The GRANDPA-finalized head and the best block, with the gap between them.',
  annotations: { readOnlyHint: true, openWorldHint: true },
  input,
  output,
  load: () => import('../handlers/get-finalized-head.js'),
});
