import { runServer } from '@sextant/mcp-shell';
import { loadConfig } from './config.js';
import { createDeps } from './deps.js';
import { prompts } from './prompts.js';
import { resources, resourceTemplates } from './resources.js';
import { tools } from './tools/index.js';

await runServer({
  name: 'midnight-mcp',
  version: '0.1.0',
  description: 'Midnight and Compact developer tools: contract analysis, versions, migrations, docs.',
  tools,
  resources,
  resourceTemplates,
  prompts,
  createDeps: (env, log) => createDeps(loadConfig(env), log),
});
