import { chainError } from '../errors.js';
import type { NodeClient } from '../node/node-client.js';

/** Block time, throughput and finality lag over the last `count` blocks up to the best head. */
export async function sampleNetwork(node: NodeClient, count: number) {
  const [best, finalized] = await Promise.all([node.getBestHead(), node.getFinalizedHead()]);
  const from = Math.max(1, best.number - count + 1);
  if (best.number < 1) throw chainError('BLOCK_NOT_FOUND', 'The chain has no blocks after genesis yet.');
  const heights = Array.from({ length: best.number - from + 1 }, (_, i) => from + i);
  const blocks = [];
  // Four at a time: enough to hide latency without flooding the node.
  for (let i = 0; i < heights.length; i += 4)
    blocks.push(...(await Promise.all(heights.slice(i, i + 4).map((h) => node.getBlock({ height: h })))));
  const times = blocks.map((b) => b.timestamp).filter((t): t is number => t !== null);
  const gaps = times
    .slice(1)
    .map((t, i) => t - times[i]!)
    .sort((a, b) => a - b);
  const pct = (p: number) => (gaps.length ? gaps[Math.min(gaps.length - 1, Math.floor(p * gaps.length))]! : null);
  const span = times.length > 1 ? (times.at(-1)! - times[0]!) / 1000 : 0;
  const midnightTxs = blocks.reduce((s, b) => s + b.extrinsics.filter((x) => x.midnightTxHash).length, 0);
  const userExtrinsics = blocks.reduce((s, b) => s + b.extrinsics.filter((x) => x.section !== 'timestamp').length, 0);
  const finalizedBlock = blocks.find((b) => b.number === finalized.number);
  return {
    sample: { from, to: best.number, blocks: blocks.length, seconds: span },
    block_time_ms: {
      avg: gaps.length ? Math.round(gaps.reduce((a, b) => a + b, 0) / gaps.length) : null,
      p50: pct(0.5),
      p95: pct(0.95),
      min: gaps[0] ?? null,
      max: gaps.at(-1) ?? null,
      expected: 6000,
    },
    midnight_transactions: midnightTxs,
    tx_per_second: span > 0 ? Number((midnightTxs / span).toFixed(4)) : null,
    extrinsics_per_second: span > 0 ? Number((userExtrinsics / span).toFixed(4)) : null,
    best,
    finalized,
    finality_lag_blocks: best.number - finalized.number,
    finality_lag_ms:
      finalizedBlock?.timestamp != null && times.length ? times.at(-1)! - finalizedBlock.timestamp : null,
  };
}
