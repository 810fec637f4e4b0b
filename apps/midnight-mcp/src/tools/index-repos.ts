import { AppError } from '@sextant/core-engine';
import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { indexTargets } from '@sextant/vector-search/knowledge';

const COMPACT_RESOURCES = ['midnight://docs/compact-reference', 'midnight://docs/changelog'];
const target = z.string().regex(/^[\w.-]+\/[\w.-]+(@[\w./-]+)?$/);

export const indexRepos = defineTool({
  name: 'midnight-index',
  title: 'Build the knowledge base',
  description:
    'Indexes Midnight repositories for the search tools: a tarball per repo and ref (skipped when unchanged), or a local clone.',
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  input: z.object({
    repos: z
      .array(target)
      .max(30)
      .optional()
      .describe('owner/name or owner/name@ref; default: the watched repositories'),
    local: z
      .object({ repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/), path: z.string() })
      .optional()
      .describe('Index a local clone at path (inside the allowed roots) as repo'),
    force: z.boolean().default(false).describe('Re-index even when the commit is unchanged'),
  }),
  output: z.object({
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
  }),
  cli: { command: 'index', positional: 'repos' },
  async handler({ repos, local, force }, { github, localIndex, clones, config, adapters }: AppDeps, ctx) {
    if (!localIndex) {
      throw new AppError(
        'FORBIDDEN',
        'This server reads a knowledge base supplied by its host; it cannot be rebuilt here.',
        { hint: 'Rebuild it where it is hosted.' },
      );
    }
    const targets = local
      ? [{ repo: local.repo, dir: await ctx.resolvePath(local.path), roots: ctx.roots() }]
      : (repos ?? config.MIDNIGHT_REPOS).map((r) => {
          const [repo = '', ref] = r.split('@');
          return ref ? { repo, ref } : { repo };
        });
    const result = await indexTargets(targets, {
      github,
      knowledge: localIndex,
      adapters,
      clones,
      progress: ctx.progress,
      signal: ctx.signal,
      force,
    });
    // A new commit of the Compact repo can change the resources read from it: tell subscribers.
    if (result.indexed.some((o) => o.repo === config.MIDNIGHT_COMPACT_REPO && !o.upToDate)) {
      for (const uri of COMPACT_RESOURCES) await ctx.notifyResourceUpdated(uri);
    }
    return result;
  },
});
