import { runServer } from '@sextant/mcp-shell';
import { loadConfig } from './config.js';
import { createDeps } from './deps.js';

await runServer({
  name: 'mcp-auditor',
  version: '0.1.0',
  description: 'Solidity and TS/JS entrypoints, per-function state reads/writes and calls, call graph.',
  // The definitions load on the first call when the tools/list answer of this build is cached.
  tools: async () => (await import('./tools/index.js')).tools,
  createDeps: (env) => createDeps(loadConfig(env)),
});
