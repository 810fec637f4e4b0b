import type { NodeClient } from '../node/node-client.js';

/** Where a block stands against GRANDPA: finalized, pending (canonical, not yet final) or orphaned. */
export async function verifyBlockFinality(node: NodeClient, target: { hash?: string; height?: number }) {
  const block = await node.getBlock(target);
  const [finalized, best, canonical] = await Promise.all([
    node.getFinalizedHead(),
    node.getBestHead(),
    node.getBlockHash(block.number),
  ]);
  const isCanonical = canonical === block.hash;
  const isFinalized = isCanonical && block.number <= finalized.number;
  return {
    block: {
      hash: block.hash,
      number: block.number,
      timestamp: block.timestamp === null ? null : new Date(block.timestamp).toISOString(),
    },
    finalized_head: finalized,
    best_head: best,
    canonical_hash_at_height: canonical,
    is_canonical: isCanonical,
    is_finalized: isFinalized,
    confirmations: isCanonical ? Math.max(0, best.number - block.number) : 0,
    blocks_until_finalized: isFinalized || !isCanonical ? 0 : block.number - finalized.number,
    status: (isFinalized ? 'finalized' : isCanonical ? 'pending' : 'orphaned') as 'finalized' | 'pending' | 'orphaned',
  };
}
