import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { eventSchema, extrinsicSchema } from './schemas.js';

export const input = z.object({
  hash: z.string().optional().describe('Block hash (0x…)'),
  height: z.number().int().min(0).optional(),
  head: z.enum(['finalized', 'best']).default('finalized').describe('Used when neither hash nor height is given'),
  include_events: z.boolean().default(true),
});

export const output = z.object({
  number: z.number(),
  hash: z.string(),
  parent_hash: z.string(),
  timestamp: z.string().nullable(),
  finalized: z.boolean(),
  extrinsic_count: z.number(),
  midnight_tx_hashes: z.array(z.string()),
  extrinsics: z.array(extrinsicSchema),
  events: z.array(eventSchema).optional(),
});

export const getBlock = defineTool({
  name: 'midnight_rpc_get_block',
  title: 'Get block',
  description:
    'A block from the Midnight node by hash or height (default: finalized head), with extrinsics decoded to section/method/args and events.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: true },
  input,
  output,
  load: () => import('../handlers/get-block.js'),
});
