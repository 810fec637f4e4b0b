import { readFile } from 'node:fs/promises';
import { AppError } from '@sextant/core-engine';
import type { ToolContext } from '@sextant/mcp-shell';

/** The Compact source of a call: inline `code`, or the file at `path` (resolved inside the allowed roots). */
export async function loadSource(args: { code?: string; path?: string }, ctx: ToolContext): Promise<string> {
  if (args.code !== undefined) return args.code;
  if (args.path === undefined) {
    throw new AppError('INVALID_INPUT', 'Pass the contract as code or as path.', {
      hint: 'e.g. { "path": "contracts/counter.compact" }',
    });
  }
  const file = await ctx.resolvePath(args.path);
  const text = await readFile(file, 'utf8').catch((cause: NodeJS.ErrnoException) => {
    throw new AppError('NOT_FOUND', `Cannot read "${args.path}" (${cause.code ?? cause.message}).`, {
      hint: 'Check the path; it must be inside the allowed roots.',
      cause,
    });
  });
  if (text.length > 1_000_000) throw new AppError('INVALID_INPUT', `"${args.path}" is larger than 1 MB.`);
  return text;
}
