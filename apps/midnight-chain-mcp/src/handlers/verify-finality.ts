import { bareHex, chainError, prefixedHex, verifyBlockFinality } from '@sextant/chain-client';
import type { AppDeps } from '../deps.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/verify-finality.js';

/** The handler of verifyFinality, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async (
  { block_hash, block_height, tx_hash },
  deps: AppDeps,
) => {
  const { node, indexer } = await deps.chain();
  if ([block_hash, block_height, tx_hash].filter((v) => v !== undefined).length !== 1)
    throw chainError('INVALID_PARAMS', 'Give exactly one of block_hash, block_height or tx_hash.');
  if (tx_hash) {
    const [tx] = await indexer.getTransactions({ hash: bareHex(tx_hash, 'tx_hash', 32) });
    if (!tx)
      throw chainError('TX_NOT_FOUND', `No transaction ${tx_hash} in the indexer.`, {
        hint: 'Use the Midnight tx hash; it appears once its block is indexed.',
      });
    return {
      ...(await verifyBlockFinality(node, { hash: prefixedHex(tx.block.hash, 'block hash') })),
      tx_hash: tx.hash,
    };
  }
  return verifyBlockFinality(
    node,
    block_hash ? { hash: prefixedHex(block_hash, 'block_hash', 32) } : { height: block_height },
  );
};
