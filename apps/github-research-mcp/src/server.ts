import { lazyDeps, runServer } from '@sextant/mcp-shell';
import { loadConfig } from './config.js';
// Not from ./index.js: that one exports createDeps, whose modules the lazy deps keep out of start-up.
import { prompts, SERVER_INSTRUCTIONS } from './prompts/index.js';

await runServer({
  name: 'github-research-mcp',
  version: '0.1.0',
  description: 'GitHub code research: search, structure, exact lines, pull requests.',
  instructions: SERVER_INSTRUCTIONS,
  // The definitions load on the first call when the tools/list answer of this build is cached.
  tools: async () => (await import('./tools/index.js')).tools,
  prompts,
  // The configuration is checked at start; GitHub auth, the client and its modules come with the first call.
  createDeps: (env, log) => {
    const config = loadConfig(env);
    return lazyDeps(() => import('./deps.js').then((m) => m.createDeps(config, log)));
  },
});
