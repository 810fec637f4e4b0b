import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { balanceSchema, notesSchema, pagingInput, stoppedBySchema, txSummarySchema } from './schemas.js';

const shieldedTx = z.object({
  hash: z.string(),
  id: z.number(),
  block_height: z.number(),
  timestamp: z.string(),
  status: z.string(),
  fee: z.string(),
});

export const input = z.object({
  address: z.string().optional().describe('Unshielded mn_addr… address'),
  session: z.string().optional().describe('Handle returned by midnight_indexer_connect'),
  viewing_key: z.string().optional().describe('mn_shield-esk… viewing key; kept in memory only, never logged'),
  ...pagingInput,
});

export const output = z.object({
  kind: z.enum(['unshielded', 'shielded']),
  transactions: z.array(z.union([txSummarySchema, shieldedTx])),
  total: z.number(),
  has_more: z.boolean(),
  complete: z.boolean(),
  stopped_by: stoppedBySchema,
  balances: z.array(balanceSchema).optional(),
  notes: notesSchema,
});

export const getAccountHistory = defineTool({
  name: 'midnight_indexer_get_account_history',
  title: 'Account history',
  description:
    'History of an unshielded address, or the shielded transactions of a wallet (viewing key or a session from midnight_indexer_connect).',
  annotations: { readOnlyHint: true, openWorldHint: true },
  input,
  output,
  load: () => import('../handlers/get-account-history.js'),
});
