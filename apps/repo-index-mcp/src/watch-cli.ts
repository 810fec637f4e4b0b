import type { IndexRunStats } from '@sextant/core-engine/indexing';
import { createLogger, loadShellConfig, runCli } from '@sextant/mcp-shell';
import { loadConfig } from './config.js';
import { createDeps } from './deps.js';
import { ensureRepoIndex } from './tools/ensure-repo-index.js';

const line = (s: IndexRunStats) =>
  `${new Date().toISOString()} ${s.status}: ${s.changed} changed, ${s.removed} removed, ${s.chunks} chunks (${Math.round(s.duration_ms)} ms)`;

/**
 * `repo-index-mcp watch PATH`: builds or updates the index of PATH (as the `index` command does, inside
 * SEXTANT_ROOTS), then keeps it fresh, printing a line per background run, until SIGINT or SIGTERM.
 */
export async function runWatchCli(words: readonly string[], env: Record<string, string | undefined>): Promise<number> {
  const shell = loadShellConfig(env);
  const log = createLogger({ name: 'repo-index-mcp', level: shell.logLevel });
  const deps = createDeps(loadConfig(env), log);
  let printed = '';
  try {
    const code = await runCli({
      tool: ensureRepoIndex,
      words,
      deps,
      log,
      format: 'json',
      roots: shell.roots,
      out: (t) => (printed = t),
    });
    if (code !== 0) return code;
    const built = JSON.parse(printed) as { index_id: string; root: string; stats: IndexRunStats };
    const { entry, index } = await deps.indexes.get(built.index_id);
    process.stdout.write(`${line(built.stats)}\n`);
    deps.indexes.watch(entry, index, { onRun: (s) => process.stdout.write(`${line(s)}\n`), catchUp: false });
    process.stdout.write(`watching ${built.root} (index ${built.index_id}); Ctrl-C stops\n`);
    // The watcher does not hold the process open by itself.
    const keepAlive = setInterval(() => undefined, 1 << 30);
    await new Promise<void>((resolve) => {
      process.once('SIGINT', () => resolve());
      process.once('SIGTERM', () => resolve());
    });
    clearInterval(keepAlive);
    return 0;
  } finally {
    await deps.dispose();
  }
}
