import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';

const probe = z.object({ ok: z.boolean(), latencyMs: z.number(), error: z.string().optional() });

export const input = z.object({});

export const output = z.object({
  status: z.enum(['healthy', 'degraded']),
  github: probe,
  docs: probe,
  parser: z.boolean(),
  notes: z.array(z.string()).optional().describe('What still works while a service is unreachable'),
});

export const healthCheck = defineTool({
  name: 'midnight-health-check',
  title: 'Health check',
  description: 'Checks that GitHub and the docs site are reachable and the parser works.',
  annotations: { readOnlyHint: true, openWorldHint: true },
  input,
  output,
  load: () => import('../handlers/health-check.js'),
});
