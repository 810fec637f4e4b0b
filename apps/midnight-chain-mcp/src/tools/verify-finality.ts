import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { headSchema } from './schemas.js';

export const input = z.object({
  block_hash: z.string().optional(),
  block_height: z.number().int().min(0).optional(),
  tx_hash: z.string().optional().describe('Midnight tx hash; its block is looked up in the indexer'),
});

export const output = z.object({
  status: z.enum(['finalized', 'pending', 'orphaned']),
  block: z.object({ hash: z.string(), number: z.number(), timestamp: z.string().nullable() }),
  finalized_head: headSchema,
  best_head: headSchema,
  canonical_hash_at_height: z.string().nullable(),
  is_canonical: z.boolean(),
  is_finalized: z.boolean(),
  confirmations: z.number(),
  blocks_until_finalized: z.number(),
  tx_hash: z.string().optional(),
});

export const verifyFinality = defineTool({
  name: 'midnight_verify_finality',
  title: 'Verify finality',
  description:
    "Whether a block (or a Midnight transaction's block) is final: checked against GRANDPA's finalized head and the canonical hash at its height.",
  annotations: { readOnlyHint: true, openWorldHint: true },
  input,
  output,
  load: () => import('../handlers/verify-finality.js'),
});
