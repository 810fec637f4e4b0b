import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { readOnly } from './shared.js';

const cache = z.object({ entries: z.number(), hits: z.number(), misses: z.number() });

export const input = z.object({});

export const output = z.object({
  uptimeSeconds: z.number(),
  rateBudget: z.object({
    limit: z.number().nullable(),
    remaining: z.number().nullable(),
    resetAt: z.string().nullable(),
  }),
  cache: z.object({ github: cache, docs: cache }),
  endpoints: z.object({ github: z.string(), docs: z.string(), compactRepo: z.string() }),
  authenticated: z.boolean(),
  index: z.object({
    repos: z.array(
      z.object({
        repo: z.string(),
        ref: z.string(),
        commit: z.string().nullable(),
        indexedAt: z.string(),
        chunks: z.number(),
      }),
    ),
    backend: z.object({ store: z.string(), embedder: z.string(), model: z.string().optional() }).optional(),
  }),
});

export const getStatus = defineTool({
  name: 'midnight-get-status',
  title: 'Get server status',
  description:
    'Server status without network calls: GitHub rate budget, cache statistics, index freshness, endpoints and uptime.',
  annotations: readOnly,
  input,
  output,
  load: () => import('../handlers/get-status.js'),
});
