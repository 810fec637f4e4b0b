import { bareHex } from '@sextant/chain-client';
import type { AppDeps } from '../deps.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/search-events.js';

/** The handler of searchEvents, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async (
  { contract_address, from_block, to_block, transaction_hash, limit, offset },
  deps: AppDeps,
) => {
  const { indexer } = await deps.chain();
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
};
