import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { readOnly } from './shared.js';

const cache = z.object({ entries: z.number(), hits: z.number(), misses: z.number() });

export const getStatus = defineTool({
  name: 'midnight-get-status',
  title: 'Get server status',
  description:
    'Server status without network calls: GitHub rate budget, cache statistics, index freshness, endpoints and uptime.',
  annotations: readOnly,
  input: z.object({}),
  output: z.object({
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
  }),
  handler: async (_args, { github, docs, config, startedAt, knowledge }: AppDeps) => ({
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    rateBudget: github.rateBudget(),
    cache: { github: github.cacheStats(), docs: docs.cacheStats() },
    endpoints: {
      github: config.MIDNIGHT_GITHUB_API_URL,
      docs: config.MIDNIGHT_DOCS_URL,
      compactRepo: config.MIDNIGHT_COMPACT_REPO,
    },
    authenticated: Boolean(config.GITHUB_TOKEN),
    index: await knowledge.status(),
  }),
});
