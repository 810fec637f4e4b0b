import { AppError } from '@sextant/core-engine';
import type { AppDeps } from '../deps.js';
import { indexTargets } from '@sextant/vector-search/knowledge';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/index-repos.js';

const COMPACT_RESOURCES = ['midnight://docs/compact-reference', 'midnight://docs/changelog'];

/** The handler of indexRepos, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async (
  { repos, local, force },
  { github, localIndex, clones, config, adapters }: AppDeps,
  ctx,
) => {
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
    adapters: await adapters(),
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
};
