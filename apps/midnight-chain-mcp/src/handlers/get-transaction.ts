import { bareHex, chainError, summarizeTransaction } from '@sextant/chain-client';
import type { AppDeps } from '../deps.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/get-transaction.js';

/** The handler of getTransaction, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async (
  { hash, identifier },
  deps: AppDeps,
) => {
  const { indexer, node } = await deps.chain();
  if (!hash === !identifier) throw chainError('INVALID_PARAMS', 'Give exactly one of hash or identifier.');
  const offset = hash ? { hash: bareHex(hash, 'hash', 32) } : { identifier: bareHex(identifier!, 'identifier') };
  const [tx] = await indexer.getTransactions(offset);
  if (!tx)
    throw chainError('TX_NOT_FOUND', `No transaction with ${hash ? `hash ${hash}` : `identifier ${identifier}`}.`, {
      hint: 'Use the Midnight tx hash (Midnight.TxApplied event), not the extrinsic hash; recent transactions appear once indexed.',
    });
  const block = await node.getBlock({ hash: `0x${bareHex(tx.block.hash, 'block hash')}` });
  const extrinsic =
    block.extrinsics.find((x) => x.midnightTxHash && bareHex(x.midnightTxHash, 'tx') === tx.hash) ?? null;
  const utxo = (u: { owner: string; tokenType: string; value: string }) => ({
    owner: u.owner,
    token_type: u.tokenType,
    value: u.value,
  });
  return {
    transaction: summarizeTransaction(tx),
    unshielded_created: tx.unshieldedCreatedOutputs.map(utxo),
    unshielded_spent: tx.unshieldedSpentOutputs.map(utxo),
    extrinsic,
    events: extrinsic
      ? block.events.filter((e) => typeof e.phase === 'object' && e.phase.applyExtrinsic === extrinsic.index)
      : [],
    finalized: block.finalized,
  };
};
