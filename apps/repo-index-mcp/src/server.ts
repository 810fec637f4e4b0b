import { runServer } from '@sextant/mcp-shell';
import { loadConfig } from './config.js';
import { createDeps } from './deps.js';
import { resourceTemplates } from './resources/index-resources.js';

// `watch PATH` stays running; every other command and the servers go through the shell.
if (process.argv[2] === 'watch') {
  const { runWatchCli } = await import('./watch-cli.js');
  process.exitCode = await runWatchCli(process.argv.slice(3), process.env);
} else
  await runServer({
    name: 'repo-index-mcp',
    version: '0.1.0',
    description: 'Index a local git repository; hybrid search, repo map and ask-the-index, offline by default.',
    instructions:
      'Call ensure_repo_index with a repository path first; pass its index_id to search_repo, ask_index, repo_map and get_repo_bundle. Status, manifest and logs are resources under repo-index://.',
    // The definitions load on the first call when the tools/list answer of this build is cached.
    tools: async () => (await import('./tools/index.js')).tools,
    resourceTemplates,
    createDeps: (env, log) => createDeps(loadConfig(env), log),
  });
