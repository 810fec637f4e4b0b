import { mkdir, readFile, realpath, stat, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { Tool } from '@modelcontextprotocol/server';
import type { Logger } from '@sextant/core-engine';
import type { AnyTool } from './define.js';
import { listTools, seedToolList } from './server.js';
import type { ToolSelectionEnv } from './tool-filter.js';

/** Where one build's tools/list answer is kept, and the key it must match. */
interface CacheSlot {
  file: string;
  key: string;
}

/**
 * Start-up cache of the tools/list answer: generating JSON Schemas from zod costs ~5 ms a tool, and building the
 * zod schemas themselves (importing the tool definitions) more, on the path of every cold start. The answer is kept
 * on disk, keyed by the server's name and version, the size and mtime of the built entry (any rebuild changes them),
 * the output mode and the tool selection variables. Only built servers: run from sources (tsx src/main.ts), a schema
 * change would not show in the key.
 */
async function cacheSlot(
  name: string,
  version: string,
  env: Record<string, string | undefined>,
  selection: ToolSelectionEnv,
  structured: boolean,
): Promise<CacheSlot | undefined> {
  if (env.SEXTANT_TOOL_CACHE === 'off') return undefined;
  // An installed bin is a link (node_modules/.bin/<name>) to dist/main.js: the key needs the file it leads to.
  const entry = await realpath(process.argv[1] ?? '').catch(() => undefined);
  if (!entry || !/[\\/]dist[\\/](?:.+[\\/])?[^\\/]+\.m?js$/.test(entry)) return undefined;
  // A build writes every output again (the entry too); one stat, not the whole dist/ (one chunk per lazy handler).
  const info = await stat(entry).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  const dir = join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'sextant');
  const file = join(dir, `tools-${name.replace(/[^\w.-]/g, '_')}.json`);
  const mode = structured ? 'structured' : 'text';
  const { TOOLS_TO_RUN = '', ENABLE_TOOLS = '', DISABLE_TOOLS = '' } = selection;
  const key = [name, version, entry, info.size, info.mtimeMs, mode, TOOLS_TO_RUN, ENABLE_TOOLS, DISABLE_TOOLS].join(
    '|',
  );
  return { file, key };
}

async function readSlot(slot: CacheSlot): Promise<Tool[] | undefined> {
  try {
    const cached = JSON.parse(await readFile(slot.file, 'utf8')) as { key: string; tools: Tool[] };
    return cached.key === slot.key && Array.isArray(cached.tools) ? cached.tools : undefined;
  } catch {
    return undefined; // No cache yet, or unreadable.
  }
}

/** The cached tools/list answer of this build, selection and mode, if there is one (no tool module is loaded). */
export async function cachedToolList(
  name: string,
  version: string,
  env: Record<string, string | undefined>,
  selection: ToolSelectionEnv,
  structured = false,
): Promise<Tool[] | undefined> {
  const slot = await cacheSlot(name, version, env, selection, structured);
  return slot && readSlot(slot);
}

/** Seeds the tools/list answer of these (selected) tools from the cache; a miss computes it and writes it back. */
export async function warmToolList(
  name: string,
  version: string,
  tools: readonly AnyTool[],
  env: Record<string, string | undefined>,
  selection: ToolSelectionEnv,
  log: Logger,
  structured = false,
): Promise<void> {
  const slot = await cacheSlot(name, version, env, selection, structured);
  if (!slot) return;
  const cached = await readSlot(slot);
  if (cached?.length === tools.length) return void seedToolList(tools, cached, structured);
  const computed = listTools(tools, structured);
  await mkdir(join(slot.file, '..'), { recursive: true })
    .then(() => writeFile(slot.file, JSON.stringify({ key: slot.key, tools: computed })))
    .catch((err: unknown) => log.debug('tool list cache not written', { err: String(err) }));
}
