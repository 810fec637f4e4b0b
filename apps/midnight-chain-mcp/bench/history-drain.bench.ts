// Time for the history tools to finish a 12-transaction address, per progress order of the loopback indexer.
// `first` is how the real indexer v4 behaves (progress, the items, then a tick every ~30 s). The `tick` run is the
// baseline: the marker comes only on the slow tick, so the drain ends on its idle limit (what an item-blind drain
// costs at best). Run: node --import tsx bench/history-drain.bench.ts
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { silentLogger } from '@sextant/core-engine';
import { startFakeIndexer, startFakeNode } from '@sextant/chain-client/testing';
import { connectInMemory } from '@sextant/mcp-shell/testing';
import { loadConfig } from '../src/config.js';
import { createDeps } from '../src/deps.js';
import { tools } from '../src/tools/index.js';

const node = await startFakeNode({ blocks: 38 });
const blocks = node.chain.blocks.slice(0, node.chain.finalizedNumber() + 1);
const rows: string[] = [];
let baseline = 0;
for (const order of ['tick', 'first', 'last'] as const) {
  const indexer = await startFakeIndexer({ blocks, progress: { order, tickMs: 30_000 } });
  const tmp = await mkdtemp(join(tmpdir(), 'midnight-drain-bench-'));
  const env = { MIDNIGHT_NODE_URL: node.url, MIDNIGHT_INDEXER_URL: indexer.url, SEXTANT_DATA_DIR: tmp };
  const deps = createDeps(loadConfig(env), silentLogger);
  const { client, close } = await connectInMemory({ tools, deps });
  const t = performance.now();
  const res = await client.callTool({
    name: 'midnight_indexer_get_account_history',
    arguments: { address: indexer.data.address, limit: 50 },
  });
  const ms = performance.now() - t;
  const out = res.structuredContent as { total: number; stopped_by: string };
  if (order === 'tick') baseline = ms;
  rows.push(
    `progress ${order.padEnd(5)} ${out.total} txs  stopped_by=${out.stopped_by.padEnd(6)} ${ms.toFixed(0).padStart(6)} ms  (${(ms / baseline).toFixed(3)}x of tick-only)`,
  );
  await close();
  await deps.dispose();
  await indexer.stop();
  await rm(tmp, { recursive: true, force: true });
}
await node.stop();
console.log(rows.join('\n'));
