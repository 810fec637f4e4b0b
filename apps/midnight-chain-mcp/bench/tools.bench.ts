// Latency per tool group against the loopback node and indexer with injected network delays.
// Run: pnpm bench (builds first). Prints p50/p95 per group, cache hit rates and disconnect recovery.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { silentLogger } from '@sextant/core-engine';
import { startFakeIndexer, startFakeNode } from '@sextant/chain-client/testing';
import { connectInMemory } from '@sextant/mcp-shell/testing';
import { loadConfig } from '../src/config.js';
import { createDeps } from '../src/deps.js';
import { tools } from '../src/tools/index.js';

const NODE_DELAY_MS = Number(process.env.BENCH_NODE_DELAY_MS ?? 25);
const INDEXER_DELAY_MS = Number(process.env.BENCH_INDEXER_DELAY_MS ?? 40);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
const now = () => performance.now();

const sharedMetadata = (() => {
  for (let dir = dirname(fileURLToPath(import.meta.url)); dirname(dir) !== dir; dir = dirname(dir)) {
    const p = join(dir, 'shared', 'reference', 'midnight', 'midnight-node-2.1.0-metadata.scale');
    if (existsSync(p)) return p;
  }
  return undefined;
})();
const node = await startFakeNode({ blocks: 120, metadataPath: sharedMetadata });
const indexer = await startFakeIndexer({ blocks: node.chain.blocks.slice(0, node.chain.finalizedNumber() + 1) });
node.faults.delayMs = NODE_DELAY_MS;
indexer.faults.delayMs = INDEXER_DELAY_MS;
const tmp = await mkdtemp(join(tmpdir(), 'midnight-bench-'));
const docs = join(tmp, 'docs');
await mkdir(docs);
for (let i = 0; i < 60; i++) {
  await writeFile(
    join(docs, `doc-${i}.md`),
    `# Topic ${i}\n\n${'NIGHT DUST ledger UTXO indexer subscription viewing key block finality '
      .split(' ')
      .sort(() => 0.5 - ((i * 7919) % 13) / 13)
      .join(
        ' ',
      )} section ${i}.\n\n## Details ${i}\n\nFees are paid in DUST generated from registered NIGHT; blocks take 6 seconds; GRANDPA finalizes.\n`,
  );
}
const env = {
  MIDNIGHT_NODE_URL: node.url,
  MIDNIGHT_INDEXER_URL: indexer.url,
  MIDNIGHT_NETWORK_ID: 'undeployed',
  SEXTANT_DATA_DIR: tmp,
  MIDNIGHT_RETRY_DELAYS_MS: '1000,2000,4000',
  MIDNIGHT_TIMEOUT_MS: '2000',
};
const deps = createDeps(loadConfig(env), silentLogger);
const chain = await deps.chain();
const { client, close } = await connectInMemory({ tools, deps, roots: [tmp] });
const call = async (name: string, args: Record<string, unknown>) => {
  const t = now();
  const res = await client.callTool({ name, arguments: args });
  if (res.isError) throw new Error(`${name} failed: ${JSON.stringify(res.content)}`);
  return now() - t;
};

// Baseline: one raw JSON-RPC round trip and one raw GraphQL request, same process, same delays.
const baseline = { rpc: [] as number[], graphql: [] as number[] };
await chain.node.getFinalizedHead();
for (let i = 0; i < ROUNDS; i++) {
  let t = now();
  await chain.node.callRpc('system_health');
  baseline.rpc.push(now() - t);
  t = now();
  await fetch(`${indexer.url}/api/v4/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ block { height } }' }),
  });
  baseline.graphql.push(now() - t);
}

await call('rag_ingest', { paths: [docs] });
const address = indexer.data.address;
const groups: Record<string, { target: number; calls: (i: number) => [string, Record<string, unknown>][] }> = {
  rpc: {
    target: 2000,
    calls: (i) => [
      ['midnight_rpc_get_block', { height: 1 + ((i * 13) % 100) }],
      ['midnight_rpc_chain_get_finalized_head', {}],
      ['midnight_rpc_system_health', {}],
      ['midnight_rpc_get_transaction', { hash: indexer.data.txs[i % indexer.data.txs.length]!.hash }],
    ],
  },
  indexer: {
    target: 3000,
    calls: (i) => [
      ['midnight_indexer_search_transactions', { block_height: 3 * (1 + (i % 30)) }],
      ['midnight_indexer_get_account_history', { address }],
      ['midnight_indexer_search_events', { contract_address: indexer.data.contractAddress }],
      ['midnight_rpc_get_balance', { address }],
    ],
  },
  composite: {
    target: 5000,
    calls: (i) => [
      ['midnight_analyze_address', { address }],
      ['midnight_verify_finality', { block_height: 1 + i }],
      ['midnight_monitor_network', { blocks: 20 }],
    ],
  },
  // The same calls again: finalized blocks and historical indexer answers now come from the caches.
  rpc_warm: { target: 2000, calls: (i) => groups.rpc!.calls(i) },
  indexer_warm: { target: 3000, calls: (i) => groups.indexer!.calls(i) },
  rag: { target: 2000, calls: () => [['rag_query', { query: 'how are fees paid with DUST', top_k: 5 }]] },
  rag_rerank: {
    target: 10_000,
    calls: () => [['rag_query', { query: 'GRANDPA finality of blocks', top_k: 5, rerank: true }]],
  },
  rerank_100: {
    target: 10_000,
    calls: (i) => [
      [
        'rerank',
        {
          query: 'DUST fee generation',
          documents: Array.from(
            { length: 100 },
            (_, k) =>
              `chunk ${k + i}: NIGHT UTXO ${k % 3 ? 'DUST fee' : 'indexer'} generation text ${'lorem '.repeat(k % 40)}`,
          ),
        },
      ],
    ],
  },
};

console.log(
  `midnight-chain-mcp bench (${sharedMetadata ? 'Midnight 2.1.0 metadata' : 'generic Substrate metadata'}): node delay ${NODE_DELAY_MS} ms, indexer delay ${INDEXER_DELAY_MS} ms, ${ROUNDS} rounds`,
);
console.log(
  `baseline raw JSON-RPC p50 ${pct(baseline.rpc, 0.5).toFixed(1)} ms, raw GraphQL p50 ${pct(baseline.graphql, 0.5).toFixed(1)} ms`,
);
for (const [group, { target, calls }] of Object.entries(groups)) {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) for (const [name, args] of calls(i)) times.push(await call(name, args));
  const p50 = pct(times, 0.5);
  const p95 = pct(times, 0.95);
  const base = group.startsWith('rpc') ? pct(baseline.rpc, 0.5) : pct(baseline.graphql, 0.5);
  console.log(
    `${group.padEnd(12)} n=${String(times.length).padStart(3)} p50 ${p50.toFixed(1).padStart(7)} ms  p95 ${p95.toFixed(1).padStart(7)} ms  target < ${target} ms ${p95 < target ? 'OK' : 'MISSED'}  (p50 = ${(p50 / base).toFixed(1)}x raw round trip)`,
  );
}
const ns = chain.node.stats();
const is = chain.indexer.stats();
console.log(
  `cache: finalized blocks hit rate ${(ns.blocks.hitRate * 100).toFixed(1)}% (${ns.blocks.hits}/${ns.blocks.hits + ns.blocks.misses}), indexer history hit rate ${(is.history.hitRate * 100).toFixed(1)}% (${is.history.hits}/${is.history.hits + is.history.misses})`,
);

// Disconnect: drop every node socket, then time the next uncached call (reconnect + retry with 1 s backoff).
node.dropConnections();
const t = now();
const recovered = await Promise.race([
  call('midnight_rpc_chain_get_finalized_head', {}).then(() => true),
  new Promise<boolean>((r) => setTimeout(() => r(false), 15_000)),
]);
console.log(
  `disconnect: ${recovered ? `recovered in ${(now() - t).toFixed(0)} ms` : 'NOT recovered within 15 s (hung)'}; node retries ${chain.node.stats().retries}`,
);
node.faults.hang = ['chain_getFinalizedHead'];
const t2 = now();
const hung = await client.callTool({ name: 'midnight_rpc_chain_get_finalized_head', arguments: {} });
console.log(
  `unanswered node call: ${hung.isError ? 'failed' : 'answered'} after ${(now() - t2).toFixed(0)} ms (timeout 2 s per attempt, 3 retries at 1/2/4 s)`,
);

await close();
await deps.dispose();
await Promise.all([node.stop(), indexer.stop()]);
await rm(tmp, { recursive: true, force: true });
