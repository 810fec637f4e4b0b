import { runServer } from '@sextant/mcp-shell';
import { loadConfig } from './config.js';
import { createDeps } from './deps.js';
import { prompts, SERVER_INSTRUCTIONS, tools } from './index.js';

await runServer({
  name: 'github-research-mcp',
  version: '0.1.0',
  description: 'GitHub code research: search, structure, exact lines, pull requests.',
  instructions: SERVER_INSTRUCTIONS,
  tools,
  prompts,
  createDeps: (env, log) => createDeps(loadConfig(env), log),
});
