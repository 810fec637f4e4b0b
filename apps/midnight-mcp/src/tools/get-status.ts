import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { readOnly } from './shared.js';

const cache = z.object({ entries: z.number(), hits: z.number(), misses: z.number() });

export const getStatus = defineTool({
  name: 'midnight-get-status',
  title: 'Get server status',
  description: 'Server status without network calls: GitHub rate budget, cache statistics, configured endpoints and uptime.',
  annotations: readOnly,
  input: z.object({}),
  output: z.object({
    uptimeSeconds: z.number(),
    rateBudget: z.object({ limit: z.number().nullable(), remaining: z.number().nullable(), resetAt: z.string().nullable() }),
    cache: z.object({ github: cache, docs: cache }),
    endpoints: z.object({ github: z.string(), docs: z.string(), compactRepo: z.string() }),
    authenticated: z.boolean(),
    index: z.object({ available: z.boolean(), note: z.string() }),
  }),
  handler: (_args, { github, docs, config, startedAt }: AppDeps) => ({
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    rateBudget: github.rateBudget(),
    cache: { github: github.cacheStats(), docs: docs.cacheStats() },
    endpoints: { github: config.MIDNIGHT_GITHUB_API_URL, docs: config.MIDNIGHT_DOCS_URL, compactRepo: config.MIDNIGHT_COMPACT_REPO },
    authenticated: Boolean(config.GITHUB_TOKEN),
    index: { available: false, note: 'The local knowledge base (search tools) is not wired in this build.' },
  }),
});
