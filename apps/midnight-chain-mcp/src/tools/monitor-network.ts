import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { headSchema } from './schemas.js';

const nullableNumber = z.number().nullable();

export const input = z.object({
  blocks: z.number().int().min(2).max(200).default(20).describe('How many recent blocks to sample'),
});

export const output = z.object({
  sample: z.object({ from: z.number(), to: z.number(), blocks: z.number(), seconds: z.number() }),
  block_time_ms: z.object({
    avg: nullableNumber,
    p50: nullableNumber,
    p95: nullableNumber,
    min: nullableNumber,
    max: nullableNumber,
    expected: z.number(),
  }),
  midnight_transactions: z.number(),
  tx_per_second: nullableNumber,
  extrinsics_per_second: nullableNumber,
  best: headSchema,
  finalized: headSchema,
  finality_lag_blocks: z.number(),
  finality_lag_ms: nullableNumber,
});

export const monitorNetwork = defineTool({
  name: 'midnight_monitor_network',
  title: 'Monitor network',
  description: 'Block time, transactions per second and finality lag measured from the most recent blocks of the node.',
  annotations: { readOnlyHint: true, openWorldHint: true },
  input,
  output,
  load: () => import('../handlers/monitor-network.js'),
});
