import type { AppDeps } from '../deps.js';
import { OFFLINE_HINT } from '../deps.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/health-check.js';

/** The handler of healthCheck, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async (_args, { github, docs }: AppDeps) => {
  const [g, d] = await Promise.all([github.ping(), docs.ping()]);
  const { parseCompact } = await import('@sextant/language-adapters');
  const parser = parseCompact('export circuit ok(): [] {}').declarations.length === 1;
  return {
    status: g.ok && d.ok && parser ? ('healthy' as const) : ('degraded' as const),
    github: g,
    docs: d,
    parser,
    ...(g.ok ? {} : { notes: [OFFLINE_HINT] }),
  };
};
