/**
 * Default answer budgets, in o200k tokens of the whole answer (all queries of a call share it; the README lists
 * them with the way to get more). MAX_RESPONSE_TOKENS caps them, and is what a caller asking for more gets.
 */
export const BUDGETS = {
  githubSearchRepositories: 2000,
  githubSearchCode: 3000,
  githubViewRepoStructure: 2500,
  githubGetFileContent: 4000,
  githubSearchPullRequests: 4000,
} as const;
