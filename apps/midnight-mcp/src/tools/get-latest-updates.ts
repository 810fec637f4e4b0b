import { isAppError } from '@sextant/core-engine';
import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { normalizeTag } from '@sextant/language-adapters/compact';
import { readOnlyRemote } from './shared.js';

export const getLatestUpdates = defineTool({
  name: 'midnight-get-latest-updates',
  title: 'Get latest updates',
  description:
    'Recent releases across the watched Midnight repositories, newest first; unreachable ones are listed, not fatal.',
  annotations: readOnlyRemote,
  input: z.object({
    repos: z
      .array(z.string().regex(/^[\w.-]+\/[\w.-]+$/))
      .max(20)
      .optional()
      .describe('owner/name list; default: the watched repositories'),
    limit: z.number().int().min(1).max(50).default(10),
  }),
  output: z.object({
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
  }),
  async handler({ repos, limit }, { github, config }: AppDeps) {
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
  },
});
