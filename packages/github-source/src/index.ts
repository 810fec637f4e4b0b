// Public API of @sextant/github-source: GitHub REST with throttling, retries, ETag cache, typed errors.
export { createGitHubSource } from './source.js';
export type { GitHubSource } from './source.js';
export { createGitHubClient, newMeta } from './client.js';
export type { GitHubClient, GitHubClientOptions, GitHubClientStats, GitHubResponse } from './client.js';
export { createResponseCache, cacheKindOf, DEFAULT_TTL_SECONDS } from './cache.js';
export type { CacheKind, CachedResponse, ResponseCache, ResponseCacheOptions } from './cache.js';
export { resolveGitHubAuth, ghAuthToken } from './auth.js';
export type { GitHubAuth, GitHubAuthSource, ResolveGitHubAuthOptions } from './auth.js';
export { toGitHubError } from './errors.js';
export { parseRateLimit } from './rate-limit.js';
export { buildCodeSearchQuery, buildRepoSearchQuery, buildPullRequestSearchQuery } from './query.js';
export type { CodeSearchFilters, RepoSearchFilters, PullRequestSearchFilters } from './query.js';
export { isNoisePath, noiseReason, looksBinary } from './file-filter.js';
export { selectLines } from './lines.js';
export type { LineSelection, SelectedLines } from './lines.js';
export { minifyContent } from './content/minify.js';
export type { MinifyResult } from './content/minify.js';
export { detectPromptInjection } from './content/injection.js';
export type { InjectionFinding } from './content/injection.js';
export { searchCode, searchRepositories, searchPullRequests } from './operations/search.js';
export type { CodeHit, RepoHit, PullRequestHit, SearchPaging, SearchResult } from './operations/search.js';
export { getFileContent } from './operations/file-content.js';
export type { FileContent } from './operations/file-content.js';
export { getRepoStructure, resolveRef } from './operations/repo-structure.js';
export type { RepoStructure, RepoStructureArgs, TreeEntry } from './operations/repo-structure.js';
export { getPullRequest, parsePatchHunks } from './operations/pull-request.js';
export type {
  ChangedFile,
  DiffHunk,
  PullRequestArgs,
  PullRequestDetails,
  ReviewComment,
} from './operations/pull-request.js';
export { listReleases, listTags, listCommits, getTarball } from './operations/history.js';
export type { CommitSummary, ListArgs, Release } from './operations/history.js';
export type { CacheState, CallMeta, RateLimitSnapshot, RepoRef, WithMeta } from './types.js';
export { createGitHubSourceProvider } from './source-provider.js';
