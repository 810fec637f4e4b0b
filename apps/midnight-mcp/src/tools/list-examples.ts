import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { readOnlyRemote } from './shared.js';

export const input = z.object({
  repos: z
    .array(z.string().regex(/^[\w.-]+\/[\w.-]+$/))
    .max(10)
    .optional()
    .describe('owner/name; default: watched repositories'),
  filter: z.string().max(100).optional().describe('Path substring'),
  offset: z.number().int().min(0).max(999).default(0),
});

export const output = z.object({
  examples: z.array(
    z.object({
      repo: z.string(),
      path: z.string(),
      circuits: z.array(z.string()).optional(),
      ledgerFields: z.number().optional(),
      witnesses: z.number().optional(),
    }),
  ),
  summarised: z.number(),
  next_offset: z.number().optional(),
  failed: z.array(z.object({ repo: z.string(), code: z.string(), message: z.string() })),
});

export const listExamples = defineTool({
  name: 'midnight-list-examples',
  title: 'List example contracts',
  description:
    'Compact contracts of the Midnight example repositories, with parsed circuits, ledger fields and witnesses.',
  annotations: readOnlyRemote,
  input,
  output,
  load: () => import('../handlers/list-examples.js'),
});
