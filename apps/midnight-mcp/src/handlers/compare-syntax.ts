import type { AppDeps } from '../deps.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/compare-syntax.js';

/** The handler of compareSyntax, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async (
  { from, to },
  { versions }: AppDeps,
) => {
  const result = await versions.compareSyntax(from, to);
  return { from: result.from, to: result.to, ...result.diff };
};
