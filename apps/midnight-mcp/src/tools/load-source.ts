import { AppError } from '@sextant/core-engine';
import { createWalledRead } from '@sextant/language-adapters';
import type { ToolContext } from '@sextant/mcp-shell';

const MAX_SOURCE_CHARS = 1_000_000;

/**
 * The Compact source of a call: inline `code`, or the file at `path`, read behind the wall (resolved inside the
 * allowed roots and opened without following a link, as the auditor reads).
 */
export async function loadSource(args: { code?: string; path?: string }, ctx: ToolContext): Promise<string> {
  if (args.code !== undefined) return args.code;
  if (args.path === undefined) {
    throw new AppError('INVALID_INPUT', 'Pass the contract as code or as path.', {
      hint: 'e.g. { "path": "contracts/counter.compact" }',
    });
  }
  const read = createWalledRead({ roots: () => ctx.roots(), resolve: (p) => ctx.resolvePath(p) });
  const text = await read(args.path);
  if (text.length > MAX_SOURCE_CHARS) throw new AppError('INVALID_INPUT', `"${args.path}" is larger than 1 MB.`);
  return text;
}
