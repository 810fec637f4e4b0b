import { chainError, prefixedHex } from '@sextant/chain-client';
import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { eventSchema, extrinsicSchema } from './schemas.js';

export const getBlock = defineTool({
  name: 'midnight_rpc_get_block',
  title: 'Get block',
  description:
    'A block from the Midnight node by hash or height (default: finalized head), with extrinsics decoded to section/method/args and events.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: true },
  input: z.object({
    hash: z.string().optional().describe('Block hash (0x…)'),
    height: z.number().int().min(0).optional(),
    head: z.enum(['finalized', 'best']).default('finalized').describe('Used when neither hash nor height is given'),
    include_events: z.boolean().default(true),
  }),
  output: z.object({
    number: z.number(),
    hash: z.string(),
    parent_hash: z.string(),
    timestamp: z.string().nullable(),
    finalized: z.boolean(),
    extrinsic_count: z.number(),
    midnight_tx_hashes: z.array(z.string()),
    extrinsics: z.array(extrinsicSchema),
    events: z.array(eventSchema).optional(),
  }),
  async handler({ hash, height, head, include_events }, { node }: AppDeps) {
    if (hash !== undefined && height !== undefined)
      throw chainError('INVALID_PARAMS', 'Give either hash or height, not both.');
    let at: { hash?: string; height?: number } =
      hash !== undefined ? { hash: prefixedHex(hash, 'hash', 32) } : { height };
    if (hash === undefined && height === undefined)
      at = { hash: (head === 'best' ? await node.getBestHead() : await node.getFinalizedHead()).hash };
    const b = await node.getBlock(at);
    return {
      number: b.number,
      hash: b.hash,
      parent_hash: b.parentHash,
      timestamp: b.timestamp === null ? null : new Date(b.timestamp).toISOString(),
      finalized: b.finalized,
      extrinsic_count: b.extrinsics.length,
      midnight_tx_hashes: b.extrinsics.flatMap((x) => (x.midnightTxHash ? [x.midnightTxHash] : [])),
      extrinsics: b.extrinsics,
      ...(include_events ? { events: b.events } : {}),
    };
  },
});
