import { runServer } from '@sextant/mcp-shell';
import { loadConfig } from './config.js';
import { createDeps } from './deps.js';

// @polkadot/api logs runtime upgrades with console.log; stdout carries the MCP stdio protocol and CLI results
// (written with process.stdout.write), so library console output goes to stderr.
Object.assign(console, { log: console.error, info: console.error });

await runServer({
  name: 'midnight-chain-mcp',
  version: '0.1.0',
  description: 'Midnight node RPC, indexer GraphQL, composite analyses, templates and docs RAG.',
  instructions:
    'Midnight has no balances pallet: balances are UTXOs from the indexer. NIGHT = 10^6 STAR, DUST = 10^15 SPECK. Tx hashes are Midnight tx hashes (Midnight.TxApplied), not extrinsic hashes.',
  // The definitions load on the first call when the tools/list answer of this build is cached.
  tools: async () => (await import('./tools/index.js')).tools,
  createDeps: (env, log) => createDeps(loadConfig(env), log),
});
