import { runServer } from '@sextant/mcp-shell';
import { loadConfig } from './config.js';
import { createDeps } from './deps.js';
import { tools } from './tools/index.js';

await runServer({
  name: 'mcp-auditor',
  version: '0.1.0',
  description: 'Solidity and TS/JS entrypoints, per-function state reads/writes and calls, call graph.',
  tools,
  createDeps: (env) => createDeps(loadConfig(env)),
});
