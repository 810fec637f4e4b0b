import { bareHex, chainError, pageById, summarizeTransaction } from '@sextant/chain-client';
import type { DrainResult, IndexerTransaction } from '@sextant/chain-client';
import type { AppDeps } from '../deps.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/search-transactions.js';

/** The handler of searchTransactions, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async (args, deps: AppDeps, ctx) => {
  const { indexer, accounts } = await deps.chain();
  const { config } = deps;
  const { block_height, block_hash, address, contract_address, entry_point, query } = args;
  const filters = [
    block_height !== undefined || block_hash ? 'block' : null,
    address ? 'address' : null,
    contract_address ? 'contract' : null,
  ].filter(Boolean);
  if (filters.length !== 1) {
    throw chainError(
      'INVALID_PARAMS',
      query && !filters.length
        ? 'The Midnight indexer has no free-text transaction search.'
        : 'Give exactly one filter: a block (height or hash), an address, or a contract_address.',
      {
        hint: 'Search by block_height/block_hash, address (mn_addr…), or contract_address (+ entry_point).',
      },
    );
  }
  let txs: IndexerTransaction[] = [];
  let complete = true;
  let stoppedBy: DrainResult['stoppedBy'] | undefined;
  const notes: string[] = [];
  if (filters[0] === 'block') {
    const block = await indexer.getBlock(
      block_hash ? { hash: bareHex(block_hash, 'block_hash', 32) } : { height: block_height! },
    );
    if (!block)
      throw chainError('BLOCK_NOT_FOUND', `The indexer has no block ${block_hash ?? block_height}.`, {
        hint: 'The indexer only knows indexed (finalized) blocks.',
      });
    txs = block.transactions;
  } else if (filters[0] === 'address') {
    const account = await accounts.load(address!, ctx.signal);
    txs = account.history.items.map((i) => i.transaction);
    complete = account.history.complete;
    stoppedBy = account.history.stoppedBy;
    notes.push(
      'Address history comes from draining the unshieldedTransactions subscription; shielded activity needs a viewing key.',
    );
  } else {
    const actions = await indexer.contractActions(bareHex(contract_address!, 'contract_address'), {
      timeoutMs: config.drainTimeoutMs,
      signal: ctx.signal,
    });
    const wanted = actions.items.filter((a) => !entry_point || a.entryPoint === entry_point);
    txs = wanted.map((a) => a.transaction as IndexerTransaction);
    complete = actions.stoppedBy !== 'timeout';
    stoppedBy = actions.stoppedBy;
    notes.push('Contract history comes from the contractActions subscription, read until it went idle.');
  }
  if (query) notes.push('The free-text query was ignored: the indexer has no text search.');
  const p = pageById(txs, args);
  return {
    by: filters[0]!,
    transactions: p.items.map(summarizeTransaction),
    total: p.total,
    has_more: p.has_more,
    complete,
    ...(stoppedBy ? { stopped_by: stoppedBy } : {}),
    notes,
  };
};
