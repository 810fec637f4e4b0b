import { AppError } from '@sextant/core-engine';
import type { RepoSearchFilters } from '../query.js';
import type { ResearchRunOptions } from './budget.js';
import type { ResearchContext } from './context.js';
import { shapeText } from './shape-text.js';

/** One repository search, as githubSearchRepositories takes it (octocode's names for keywords and topics). */
export interface RepoSearchQuery extends Omit<RepoSearchFilters, 'keywords' | 'topics' | 'archived'> {
  keywordsToSearch?: string[];
  topicsToSearch?: string[];
  sort: 'stars' | 'forks' | 'updated' | 'best-match';
  limit: number;
  page: number;
}

/** Runs one repository search. */
export async function researchSearchRepositories(
  { source, redact }: ResearchContext,
  q: RepoSearchQuery,
  { signal }: ResearchRunOptions,
) {
  if (!q.keywordsToSearch?.length && !q.topicsToSearch?.length && !q.owner) {
    throw new AppError('INVALID_INPUT', 'A repository search needs keywordsToSearch, topicsToSearch or owner.', {
      hint: 'Add at least one of them.',
    });
  }
  const res = await source.searchRepositories({
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
    description: shapeText((r.description ?? '').slice(0, 200), redact).text,
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
