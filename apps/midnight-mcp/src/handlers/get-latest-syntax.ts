import type { AppDeps } from '../deps.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/get-latest-syntax.js';

/** The handler of getLatestSyntax, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async (
  { includeText },
  { versions }: AppDeps,
) => {
  const { tag, source, grammar, text } = await versions.latestSyntax();
  return {
    tag,
    source,
    keywords: grammar.keywords,
    productions: grammar.productions,
    ...(includeText ? { text } : {}),
  };
};
