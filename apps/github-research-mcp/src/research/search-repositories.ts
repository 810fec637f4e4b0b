import { AppError } from '@sextant/core-engine';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { shapeText } from '../content/shape-text.js';
import { researchFields, resultBase, type RunOptions } from './query-result.js';

const range = z
  .string()
  .max(40)
  .regex(/^(>=|<=|>|<)?[\w:-]+(\.\.[\w:-]+)?$/, 'like >100, 10..50 or >2024-01-01');

/** One repository search. */
export const searchReposQuery = z.object({
  ...researchFields,
  keywordsToSearch: z.array(z.string().min(1).max(100)).max(5).optional(),
  topicsToSearch: z.array(z.string().min(1).max(50)).max(5).optional(),
  owner: z.string().max(100).optional(),
  language: z.string().max(50).optional(),
  stars: range.optional(),
  size: range.optional().describe('KB'),
  created: range.optional(),
  updated: range.optional(),
  match: z.array(z.enum(['name', 'description', 'readme'])).optional(),
  sort: z.enum(['stars', 'forks', 'updated', 'best-match']).default('best-match'),
  limit: z.number().int().min(1).max(20).default(10),
  page: z.number().int().min(1).max(10).default(1),
});

export const searchReposResult = z.object({
  ...resultBase,
  totalCount: z.number().optional(),
  repositories: z
    .array(
      z.object({
        repo: z.string(),
        description: z.string(),
        stars: z.number(),
        language: z.string().nullable(),
        topics: z.array(z.string()),
        pushedAt: z.string(),
        defaultBranch: z.string(),
      }),
    )
    .optional(),
});

/** Runs one repository search. */
export async function runSearchRepos(deps: AppDeps, q: z.infer<typeof searchReposQuery>, { signal }: RunOptions) {
  if (!q.keywordsToSearch?.length && !q.topicsToSearch?.length && !q.owner) {
    throw new AppError('INVALID_INPUT', 'A repository search needs keywordsToSearch, topicsToSearch or owner.', {
      hint: 'Add at least one of them.',
    });
  }
  const res = await deps.github.searchRepositories({
    keywords: q.keywordsToSearch,
    topics: q.topicsToSearch,
    owner: q.owner,
    language: q.language,
    stars: q.stars,
    size: q.size,
    created: q.created,
    updated: q.updated,
    match: q.match,
    sort: q.sort === 'best-match' ? undefined : q.sort,
    limit: q.limit,
    page: q.page,
    signal,
  });
  const repositories = res.items.map((r) => ({
    repo: r.fullName,
    description: shapeText((r.description ?? '').slice(0, 200), deps.redact).text,
    stars: r.stars,
    language: r.language,
    topics: r.topics,
    pushedAt: r.pushedAt.slice(0, 10),
    defaultBranch: r.defaultBranch,
  }));
  const first = repositories[0];
  return {
    status: repositories.length ? ('hasResults' as const) : ('empty' as const),
    totalCount: res.totalCount,
    repositories,
    hints: first
      ? [
          `Explore: githubViewRepoStructure {owner:"${first.repo.split('/')[0]}", repo:"${first.repo.split('/')[1]}"}, or githubSearchCode with owner/repo.`,
        ]
      : ['No repositories: try fewer keywords, topicsToSearch, or drop the stars/language filters.'],
  };
}
