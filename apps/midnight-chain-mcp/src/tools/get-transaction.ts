import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { eventSchema, extrinsicSchema, txSummarySchema } from './schemas.js';

export const input = z.object({
  hash: z.string().optional().describe('Midnight tx hash (as in Midnight.TxApplied), hex'),
  identifier: z.string().optional().describe('Transaction identifier, hex'),
});

export const output = z.object({
  transaction: txSummarySchema,
  unshielded_created: z.array(z.object({ owner: z.string(), token_type: z.string(), value: z.string() })),
  unshielded_spent: z.array(z.object({ owner: z.string(), token_type: z.string(), value: z.string() })),
  extrinsic: extrinsicSchema.nullable(),
  events: z.array(eventSchema),
  finalized: z.boolean(),
});

export const getTransaction = defineTool({
  name: 'midnight_rpc_get_transaction',
  title: 'Get transaction',
  description:
    'A Midnight transaction by its Midnight tx hash (or identifier): indexer facts plus the node extrinsic and events that applied it.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: true },
  input,
  output,
  cli: { positional: 'hash' },
  load: () => import('../handlers/get-transaction.js'),
});
