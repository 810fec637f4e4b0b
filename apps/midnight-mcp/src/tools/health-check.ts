import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { OFFLINE_HINT } from '../deps.js';

const probe = z.object({ ok: z.boolean(), latencyMs: z.number(), error: z.string().optional() });

export const healthCheck = defineTool({
  name: 'midnight-health-check',
  title: 'Health check',
  description: 'Checks that GitHub and the docs site are reachable and the parser works.',
  annotations: { readOnlyHint: true, openWorldHint: true },
  input: z.object({}),
  output: z.object({
    status: z.enum(['healthy', 'degraded']),
    github: probe,
    docs: probe,
    parser: z.boolean(),
    notes: z.array(z.string()).optional().describe('What still works while a service is unreachable'),
  }),
  async handler(_args, { github, docs }: AppDeps) {
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
  },
});
