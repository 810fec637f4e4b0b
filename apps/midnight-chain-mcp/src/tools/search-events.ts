import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';

export const input = z.object({
  contract_address: z.string().describe('Contract address, hex'),
  from_block: z.number().int().min(0).optional(),
  to_block: z.number().int().min(0).optional(),
  transaction_hash: z.string().optional(),
  limit: z.number().int().min(1).max(100).default(20),
  offset: z.number().int().min(0).default(0),
});

export const output = z.object({
  events: z.array(
    z.object({
      id: z.number(),
      type: z.string(),
      contract_address: z.string(),
      transaction_hash: z.string(),
      block_height: z.number(),
      name: z.string().nullable(),
      payload: z.string().nullable(),
      raw: z.string(),
    }),
  ),
  has_more: z.boolean(),
  max_id: z.number().nullable(),
});

export const searchEvents = defineTool({
  name: 'midnight_indexer_search_events',
  title: 'Search contract events',
  description:
    'Events a contract emitted (indexer contractEvents, @beta), filtered by block range or transaction, paged by id.',
  annotations: { readOnlyHint: true, openWorldHint: true },
  input,
  output,
  load: () => import('../handlers/search-events.js'),
});
