import type { AppError } from '@sextant/core-engine';
import { exitCodes, lazyDeps, runServer } from '@sextant/mcp-shell';
import { loadConfig } from './config.js';
import { prompts } from './prompts.js';
import { resources, resourceTemplates } from './resources.js';
import { applyToolsets } from './toolsets.js';

/** The environment with MIDNIGHT_TOOLSETS applied, or undefined (and exit code 2) when it names an unknown category. */
function toolsetEnv(): Record<string, string | undefined> | undefined {
  try {
    return applyToolsets(process.env);
  } catch (e) {
    const { message, extra } = e as AppError;
    process.stderr.write(`midnight-mcp: ${message}\n${extra.hint ?? ''}\n`);
    process.exitCode = exitCodes.usage;
    return undefined;
  }
}

const env = toolsetEnv();
if (env)
  await runServer({
    env,
    name: 'midnight-mcp',
    version: '0.1.0',
    description: 'Midnight and Compact developer tools: contract analysis, versions, migrations, docs.',
    // The definitions load on the first call when the tools/list answer of this build is cached.
    tools: async () => (await import('./tools/index.js')).tools,
    resources,
    resourceTemplates,
    prompts,
    // The configuration is checked at start; the deps (GitHub source, docs client, knowledge stores) and their modules
    // are made on the first call that needs them, so tools/list loads none of them.
    createDeps: (vars, log) => {
      const config = loadConfig(vars);
      return lazyDeps(() => import('./deps.js').then((m) => m.createDeps(config, log)));
    },
  });
