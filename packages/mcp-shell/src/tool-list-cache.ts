import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { Logger } from '@sextant/core-engine';
import type { AnyTool } from './define.js';
import { listTools, seedToolList } from './server.js';

/**
 * Start-up cache of the tools/list answer: generating JSON Schemas from zod costs ~5 ms a tool, on the path of
 * every cold start. The answer is kept on disk, keyed by the server's name and version, the built entry file's
 * size and mtime (any rebuild changes them) and the selected tool names. A miss computes and writes it back.
 */
export async function warmToolList(
  name: string,
  version: string,
  tools: readonly AnyTool[],
  env: Record<string, string | undefined>,
  log: Logger,
): Promise<void> {
  if (env.SEXTANT_TOOL_CACHE === 'off') return;
  const entry = process.argv[1];
  if (!entry) return;
  const info = await stat(entry).catch(() => undefined);
  if (!info) return;
  const dir = join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'sextant');
  const file = join(dir, `tools-${name.replace(/[^\w.-]/g, '_')}.json`);
  const key = [name, version, entry, info.size, info.mtimeMs, tools.map((t) => t.name).join(',')].join('|');
  try {
    const cached = JSON.parse(await readFile(file, 'utf8')) as { key: string; tools: Tool[] };
    if (cached.key === key && Array.isArray(cached.tools) && cached.tools.length === tools.length) {
      seedToolList(tools, cached.tools);
      return;
    }
  } catch {
    // No cache yet, or unreadable: compute below.
  }
  const computed = listTools(tools);
  await mkdir(dir, { recursive: true })
    .then(() => writeFile(file, JSON.stringify({ key, tools: computed })))
    .catch((err: unknown) => log.debug('tool list cache not written', { err: String(err) }));
}
