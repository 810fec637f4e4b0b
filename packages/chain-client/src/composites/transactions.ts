import type { IndexerTransaction } from '../indexer/types.js';
import { DUST, describeAmount } from '../units.js';

/** The compact transaction shape tools return. */
export function summarizeTransaction(tx: IndexerTransaction) {
  return {
    hash: tx.hash,
    id: tx.id,
    kind: tx.__typename === 'SystemTransaction' ? 'system' : 'regular',
    status: tx.transactionResult?.status ?? null,
    block_height: tx.block.height,
    block_hash: tx.block.hash,
    timestamp: new Date(tx.block.timestamp).toISOString(),
    fee: tx.fee !== undefined ? describeAmount(tx.fee, DUST).formatted : null,
    contract_actions: tx.contractActions.map((a) => ({
      kind: a.__typename,
      address: a.address,
      entry_point: a.entryPoint ?? null,
    })),
    unshielded_outputs_created: tx.unshieldedCreatedOutputs.length,
    unshielded_outputs_spent: tx.unshieldedSpentOutputs.length,
  };
}

/** Sorts by id, applies order/offset/limit and says whether more remain. */
export function pageById<T extends { id: number }>(
  items: readonly T[],
  opts: { order: 'asc' | 'desc'; offset: number; limit: number },
) {
  const sorted = [...items].sort((a, b) => (opts.order === 'asc' ? a.id - b.id : b.id - a.id));
  return {
    items: sorted.slice(opts.offset, opts.offset + opts.limit),
    total: sorted.length,
    has_more: opts.offset + opts.limit < sorted.length,
  };
}
