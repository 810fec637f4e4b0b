import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';

export const input = z.object({});

export const output = z.object({
  status: z.enum(['healthy', 'degraded', 'down']),
  node: z.object({
    reachable: z.boolean(),
    url: z.string(),
    chain: z.string().optional(),
    version: z.string().optional(),
    spec: z.string().optional(),
    peers: z.number().optional(),
    is_syncing: z.boolean().optional(),
    best: z.number().optional(),
    finalized: z.number().optional(),
    finality_lag_blocks: z.number().optional(),
    midnight_rpc: z.array(z.string()).optional(),
    ledger_version: z.string().nullable().optional().describe('midnight_ledgerVersion, when the node offers it'),
    error: z.string().optional(),
  }),
  indexer: z.object({
    ready: z.boolean(),
    url: z.string(),
    latest_block: z.number().nullable(),
    lag_blocks: z.number().nullable(),
    error: z.string().optional(),
  }),
  caches: z.object({
    finalized_blocks_hit_rate: z.number(),
    indexer_history_hit_rate: z.number(),
    node_retries: z.number(),
    indexer_retries: z.number(),
  }),
});

export const systemHealth = defineTool({
  name: 'midnight_rpc_system_health',
  title: 'System health',
  description:
    'Readiness of the Midnight node (peers, sync, heads, custom RPCs) and the indexer (/ready, latest block), with cache figures.',
  annotations: { readOnlyHint: true, openWorldHint: true },
  input,
  output,
  load: () => import('../handlers/system-health.js'),
});
