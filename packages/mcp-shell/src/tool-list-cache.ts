import { mkdir, readFile, realpath, stat, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { Tool } from '@modelcontextprotocol/server';
import type { Logger } from '@sextant/core-engine';
import type { AnyTool } from './define.js';
import { listTools, seedToolList } from './server.js';

/**
 * Start-up cache of the tools/list answer: generating JSON Schemas from zod costs ~5 ms a tool, on the path of
 * every cold start. The answer is kept on disk, keyed by the server's name and version, the size and mtime of the
 * built entry (any rebuild changes them) and the selected tool names. A miss computes and
 * writes it back.
 */
export async function warmToolList(
  name: string,
  version: string,
  tools: readonly AnyTool[],
  env: Record<string, string | undefined>,
  log: Logger,
  structured = false,
): Promise<void> {
  if (env.SEXTANT_TOOL_CACHE === 'off') return;
  // An installed bin is a link (node_modules/.bin/<name>) to dist/main.js: the key needs the file it leads to.
  const entry = await realpath(process.argv[1] ?? '').catch(() => undefined);
  // Only built servers: run from sources (tsx src/main.ts), a schema change would not show in the key.
  if (!entry || !/[\\/]dist[\\/](?:.+[\\/])?[^\\/]+\.m?js$/.test(entry)) return;
  // A build writes every output again (the entry too); one stat, not the whole dist/ (one chunk per lazy handler).
  const info = await stat(entry).catch(() => undefined);
  if (!info?.isFile()) return;
  const dir = join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'sextant');
  const file = join(dir, `tools-${name.replace(/[^\w.-]/g, '_')}.json`);
  const mode = structured ? 'structured' : 'text';
  const key = [name, version, entry, info.size, info.mtimeMs, mode, tools.map((t) => t.name).join(',')].join('|');
  try {
    const cached = JSON.parse(await readFile(file, 'utf8')) as { key: string; tools: Tool[] };
    if (cached.key === key && Array.isArray(cached.tools) && cached.tools.length === tools.length) {
      seedToolList(tools, cached.tools, structured);
      return;
    }
  } catch {
    // No cache yet, or unreadable: compute below.
  }
  const computed = listTools(tools, structured);
  await mkdir(dir, { recursive: true })
    .then(() => writeFile(file, JSON.stringify({ key, tools: computed })))
    .catch((err: unknown) => log.debug('tool list cache not written', { err: String(err) }));
}
