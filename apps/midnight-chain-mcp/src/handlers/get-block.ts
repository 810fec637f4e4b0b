import { chainError, prefixedHex } from '@sextant/chain-client';
import type { AppDeps } from '../deps.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/get-block.js';

/** The handler of getBlock, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async (
  { hash, height, head, include_events },
  deps: AppDeps,
) => {
  const { node } = await deps.chain();
  if (hash !== undefined && height !== undefined)
    throw chainError('INVALID_PARAMS', 'Give either hash or height, not both.');
  let at: { hash?: string; height?: number } =
    hash !== undefined ? { hash: prefixedHex(hash, 'hash', 32) } : { height };
  if (hash === undefined && height === undefined)
    at = { hash: (head === 'best' ? await node.getBestHead() : await node.getFinalizedHead()).hash };
  const b = await node.getBlock(at);
  return {
    number: b.number,
    hash: b.hash,
    parent_hash: b.parentHash,
    timestamp: b.timestamp === null ? null : new Date(b.timestamp).toISOString(),
    finalized: b.finalized,
    extrinsic_count: b.extrinsics.length,
    midnight_tx_hashes: b.extrinsics.flatMap((x) => (x.midnightTxHash ? [x.midnightTxHash] : [])),
    extrinsics: b.extrinsics,
    ...(include_events ? { events: b.events } : {}),
  };
};
