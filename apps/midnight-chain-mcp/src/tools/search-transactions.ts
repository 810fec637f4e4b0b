import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { notesSchema, pagingInput, stoppedBySchema, txSummarySchema } from './schemas.js';

export const input = z.object({
  block_height: z.number().int().min(0).optional(),
  block_hash: z.string().optional(),
  address: z.string().optional().describe('Unshielded mn_addr… address'),
  contract_address: z.string().optional().describe('Contract address, hex'),
  entry_point: z.string().optional().describe('Only calls of this circuit (with contract_address)'),
  query: z.string().optional().describe('Free text: not supported by the indexer; use a filter above'),
  ...pagingInput,
});

export const output = z.object({
  by: z.string(),
  transactions: z.array(txSummarySchema),
  total: z.number(),
  has_more: z.boolean(),
  complete: z.boolean(),
  stopped_by: stoppedBySchema.optional(),
  notes: notesSchema,
});

export const searchTransactions = defineTool({
  name: 'midnight_indexer_search_transactions',
  title: 'Search transactions',
  description:
    'Transactions of a block, of an unshielded address, or calling a contract (optionally one entry point). No free-text search exists.',
  annotations: { readOnlyHint: true, openWorldHint: true },
  input,
  output,
  load: () => import('../handlers/search-transactions.js'),
});
