import { bareHex } from '@sextant/chain-client';
import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';

export const searchEvents = defineTool({
  name: 'midnight_indexer_search_events',
  title: 'Search contract events',
  description:
    'Events a contract emitted (indexer contractEvents, @beta), filtered by block range or transaction, paged by id.',
  annotations: { readOnlyHint: true, openWorldHint: true },
  input: z.object({
    contract_address: z.string().describe('Contract address, hex'),
    from_block: z.number().int().min(0).optional(),
    to_block: z.number().int().min(0).optional(),
    transaction_hash: z.string().optional(),
    limit: z.number().int().min(1).max(100).default(20),
    offset: z.number().int().min(0).default(0),
  }),
  output: z.object({
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
  }),
  async handler({ contract_address, from_block, to_block, transaction_hash, limit, offset }, { indexer }: AppDeps) {
    const filter = {
      contractAddress: bareHex(contract_address, 'contract_address'),
      ...(from_block !== undefined ? { fromBlock: from_block } : {}),
      ...(to_block !== undefined ? { toBlock: to_block } : {}),
      ...(transaction_hash ? { transactionHash: bareHex(transaction_hash, 'transaction_hash', 32) } : {}),
    };
    const events = await indexer.contractEvents(filter, { limit: limit + 1, offset });
    return {
      events: events.slice(0, limit).map((e) => ({
        id: e.id,
        type: e.__typename,
        contract_address: e.contractAddress,
        transaction_hash: e.transaction.hash,
        block_height: e.transaction.block.height,
        name: e.name ?? null,
        payload: e.payload ?? null,
        raw: e.raw,
      })),
      has_more: events.length > limit,
      max_id: events[0]?.maxId ?? null,
    };
  },
});
