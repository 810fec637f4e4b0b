import { dirname } from 'node:path';
import { AppError, isAppError } from '@sextant/core-engine';
import { readInsideSync, writeFileInside } from '@sextant/security/wall';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/auto-update-config.js';

type ServerEntry = { command?: string; args?: string[] };

const PINNED = /^midnight-mcp(@[^\s]+)?$/;

/** The handler of autoUpdateConfig, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, unknown> = async ({ path, apply }, _deps, ctx) => {
  const file = await ctx.resolvePath(path);
  // Read through the wall without following links: a link swapped in after resolvePath's check is refused.
  let text: string;
  try {
    text = readInsideSync([dirname(file)], file).toString('utf8');
  } catch (cause) {
    if (isAppError(cause) && cause.code === 'FORBIDDEN') throw cause;
    const errno = (cause as { cause?: NodeJS.ErrnoException }).cause;
    throw new AppError('NOT_FOUND', `Cannot read "${path}" (${errno?.code ?? (cause as Error).message}).`, {
      hint: 'Pass the path of an existing MCP client config.',
      cause,
    });
  }
  let config: { mcpServers?: Record<string, ServerEntry> };
  try {
    config = JSON.parse(text) as typeof config;
  } catch (cause) {
    throw new AppError('INVALID_INPUT', `"${path}" is not valid JSON.`, {
      hint: 'Fix the JSON first; nothing was changed.',
      cause,
    });
  }
  const changes: { server: string; before: string[]; after: string[] }[] = [];
  for (const [server, entry] of Object.entries(config.mcpServers ?? {})) {
    const args = entry.args ?? [];
    const at = args.findIndex((a) => PINNED.test(a));
    if (at < 0 || args[at] === 'midnight-mcp@latest') continue;
    const after = args.map((a, i) => (i === at ? 'midnight-mcp@latest' : a));
    if (entry.command === 'npx' && !after.includes('-y')) after.unshift('-y');
    changes.push({ server, before: args, after });
    entry.args = after;
  }
  if (!apply || changes.length === 0) return { path: file, changes, applied: false };
  const backup = `${file}.bak-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  // The wall's writer: no symlink on the way is followed; temp file + rename in the config's folder.
  await writeFileInside(dirname(file), backup, text);
  await writeFileInside(dirname(file), file, `${JSON.stringify(config, null, 2)}\n`, { overwrite: true });
  return { path: file, changes, applied: true, backup };
};
