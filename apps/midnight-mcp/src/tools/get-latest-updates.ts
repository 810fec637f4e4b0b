import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { readOnlyRemote } from './shared.js';

export const input = z.object({
  repos: z
    .array(z.string().regex(/^[\w.-]+\/[\w.-]+$/))
    .max(20)
    .optional()
    .describe('owner/name list; default: the watched repositories'),
  limit: z.number().int().min(1).max(50).default(10),
});

export const output = z.object({
  releases: z.array(
    z.object({
      repo: z.string(),
      tag: z.string(),
      version: z.string().nullable(),
      name: z.string(),
      publishedAt: z.string().nullable(),
      prerelease: z.boolean(),
      url: z.string(),
    }),
  ),
  failed: z.array(z.object({ repo: z.string(), code: z.string(), message: z.string() })),
});

export const getLatestUpdates = defineTool({
  name: 'midnight-get-latest-updates',
  title: 'Get latest updates',
  description:
    'Recent releases across the watched Midnight repositories, newest first; unreachable ones are listed, not fatal.',
  annotations: readOnlyRemote,
  input,
  output,
  load: () => import('../handlers/get-latest-updates.js'),
});
