import { newMeta, type GitHubClient } from '../client.js';
import { isNoisePath } from '../file-filter.js';
import {
  buildCodeSearchQuery,
  buildPullRequestSearchQuery,
  buildRepoSearchQuery,
  type CodeSearchFilters,
  type PullRequestSearchFilters,
  type RepoSearchFilters,
} from '../query.js';
import type { WithMeta } from '../types.js';

/** Paging and ordering shared by searches. */
export interface SearchPaging {
  /** Results per page (1-100). @default 10 */
  limit?: number;
  /** @default 1 */
  page?: number;
  sort?: string;
  order?: 'asc' | 'desc';
  /** Cancels the request. */
  signal?: AbortSignal;
}

/** One code search hit with its matching fragments. */
export interface CodeHit {
  repo: string;
  path: string;
  url: string;
  fragments: string[];
}

export interface SearchResult<T> {
  query: string;
  totalCount: number;
  incomplete: boolean;
  items: T[];
}

type Raw = Record<string, unknown>;
type SearchBody = { total_count: number; incomplete_results: boolean; items: Raw[] };

/** Code search with text-match fragments; results in node_modules, dist, lockfiles or binaries are dropped. */
export async function searchCode(
  client: GitHubClient,
  f: CodeSearchFilters & SearchPaging,
): Promise<WithMeta<SearchResult<CodeHit> & { droppedNoise: number }>> {
  const meta = newMeta(f.signal);
  const query = buildCodeSearchQuery(f);
  const { data } = await client.request<SearchBody>(
    'GET /search/code',
    {
      q: query,
      per_page: f.limit ?? 10,
      page: f.page ?? 1,
      headers: { accept: 'application/vnd.github.text-match+json' },
    },
    meta,
  );
  const all = data.items.map((it) => ({
    repo: (it.repository as Raw).full_name as string,
    path: it.path as string,
    url: it.html_url as string,
    fragments: ((it.text_matches as Raw[] | undefined) ?? []).map((m) => m.fragment as string),
  }));
  const items = all.filter((h) => !isNoisePath(h.path));
  return {
    query,
    totalCount: data.total_count,
    incomplete: data.incomplete_results,
    items,
    droppedNoise: all.length - items.length,
    meta,
  };
}

/** A repository search hit. */
export interface RepoHit {
  fullName: string;
  description: string | null;
  stars: number;
  forks: number;
  language: string | null;
  topics: string[];
  defaultBranch: string;
  pushedAt: string;
  archived: boolean;
  url: string;
}

/** Repository search. */
export async function searchRepositories(
  client: GitHubClient,
  f: RepoSearchFilters & SearchPaging,
): Promise<WithMeta<SearchResult<RepoHit>>> {
  const meta = newMeta(f.signal);
  const query = buildRepoSearchQuery(f);
  const { data } = await client.request<SearchBody>(
    'GET /search/repositories',
    { q: query, per_page: f.limit ?? 10, page: f.page ?? 1, sort: f.sort, order: f.order },
    meta,
  );
  const items = data.items.map((r) => ({
    fullName: r.full_name as string,
    description: (r.description as string | null) ?? null,
    stars: r.stargazers_count as number,
    forks: r.forks_count as number,
    language: (r.language as string | null) ?? null,
    topics: (r.topics as string[] | undefined) ?? [],
    defaultBranch: r.default_branch as string,
    pushedAt: r.pushed_at as string,
    archived: Boolean(r.archived),
    url: r.html_url as string,
  }));
  return { query, totalCount: data.total_count, incomplete: data.incomplete_results, items, meta };
}

/** A pull-request search hit. */
export interface PullRequestHit {
  repo: string;
  number: number;
  title: string;
  state: string;
  merged: boolean;
  draft: boolean;
  author: string;
  labels: string[];
  comments: number;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  url: string;
  body: string | null;
}

/** Pull-request search (issue search with `is:pr`). */
export async function searchPullRequests(
  client: GitHubClient,
  f: PullRequestSearchFilters & SearchPaging,
): Promise<WithMeta<SearchResult<PullRequestHit>>> {
  const meta = newMeta(f.signal);
  const query = buildPullRequestSearchQuery(f);
  const { data } = await client.request<SearchBody>(
    'GET /search/issues',
    { q: query, per_page: f.limit ?? 10, page: f.page ?? 1, sort: f.sort, order: f.order },
    meta,
  );
  const items = data.items.map((i) => ({
    repo: String(i.repository_url).split('/repos/')[1] ?? '',
    number: i.number as number,
    title: i.title as string,
    state: i.state as string,
    merged: Boolean((i.pull_request as Raw | undefined)?.merged_at),
    draft: Boolean(i.draft),
    author: ((i.user as Raw | null)?.login as string) ?? 'ghost',
    labels: ((i.labels as Raw[] | undefined) ?? []).map((l) => l.name as string),
    comments: (i.comments as number) ?? 0,
    createdAt: i.created_at as string,
    updatedAt: i.updated_at as string,
    closedAt: (i.closed_at as string | null) ?? null,
    url: i.html_url as string,
    body: (i.body as string | null) ?? null,
  }));
  return { query, totalCount: data.total_count, incomplete: data.incomplete_results, items, meta };
}
