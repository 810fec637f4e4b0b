import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';

const target = z.string().regex(/^[\w.-]+\/[\w.-]+(@[\w./-]+)?$/);

export const input = z.object({
  repos: z.array(target).max(30).optional().describe('owner/name or owner/name@ref; default: the watched repositories'),
  local: z
    .object({ repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/), path: z.string() })
    .optional()
    .describe('Index a local clone at path (inside the allowed roots) as repo'),
  force: z.boolean().default(false).describe('Re-index even when the commit is unchanged'),
});

export const output = z.object({
  indexed: z.array(
    z.object({
      repo: z.string(),
      ref: z.string(),
      commit: z.string(),
      files: z.number(),
      chunks: z.number(),
      upToDate: z.boolean(),
    }),
  ),
  failed: z.array(z.object({ repo: z.string(), message: z.string() })),
});

export const indexRepos = defineTool({
  name: 'midnight-index',
  title: 'Build the knowledge base',
  description:
    'Indexes Midnight repositories for the search tools: a tarball per repo and ref (skipped when unchanged), or a local clone.',
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  input,
  output,
  cli: { command: 'index', positional: 'repos' },
  load: () => import('../handlers/index-repos.js'),
});
