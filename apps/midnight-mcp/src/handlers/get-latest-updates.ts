import { isAppError } from '@sextant/core-engine';
import type { AppDeps } from '../deps.js';
import { normalizeTag } from '@sextant/language-adapters/compact';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/get-latest-updates.js';

/** The handler of getLatestUpdates, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async (
  { repos, limit },
  { github, config }: AppDeps,
) => {
  const targets = repos ?? config.MIDNIGHT_REPOS;
  const results = await Promise.all(
    targets.map((repo) =>
      github.listReleases(repo).then(
        (list) => ({ repo, list }),
        (error: unknown) => ({ repo, error: isAppError(error) ? error : undefined, raw: error }),
      ),
    ),
  );
  const failed = results.flatMap((r) =>
    'list' in r
      ? []
      : [{ repo: r.repo, code: r.error?.code ?? 'INTERNAL', message: r.error?.message ?? String(r.raw) }],
  );
  const releases = results
    .flatMap((r) => ('list' in r ? r.list.map((x) => ({ repo: r.repo, ...x })) : []))
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''))
    .slice(0, limit)
    .map(({ repo, tag, name, publishedAt, prerelease, url }) => ({
      repo,
      tag,
      version: normalizeTag(tag)?.version ?? null,
      name,
      publishedAt,
      prerelease,
      url,
    }));
  return { releases, failed };
};
