import { lazyDeps, runServer } from '@sextant/mcp-shell';
import { loadConfig } from './config.js';
import { prompts } from './prompts.js';
import { resources, resourceTemplates } from './resources.js';
import { applyToolsets } from './toolsets.js';

await runServer({
  name: 'midnight-mcp',
  version: '0.1.0',
  description: 'Midnight and Compact developer tools: contract analysis, versions, migrations, docs.',
  // MIDNIGHT_TOOLSETS becomes DISABLE_TOOLS; an unknown category is refused as a bad setting (exit code 2).
  prepareEnv: applyToolsets,
  // The definitions load on the first call when the tools/list answer of this build is cached.
  tools: async () => (await import('./tools/index.js')).tools,
  resources,
  resourceTemplates,
  prompts,
  // The configuration is checked at start; the deps (GitHub source, docs client, knowledge stores) and their modules
  // are made on the first call that needs them, so tools/list loads none of them.
  createDeps: (env, log) => {
    const config = loadConfig(env);
    return lazyDeps(() => import('./deps.js').then((m) => m.createDeps(config, log)));
  },
});
