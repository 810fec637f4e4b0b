// @sextant/github-source/research: research answers for agents (bulk-ready, budgeted, redacted, screened).
export { createGitHubResearch } from './research/create-research.js';
export type { GitHubResearch, GitHubResearchOptions } from './research/create-research.js';
export { perQueryBudget } from './research/budget.js';
export type { ResearchRunOptions } from './research/budget.js';
export type { Redactor } from './research/shape-text.js';
export type { CodeSearchQuery } from './research/search-code.js';
export type { RepoSearchQuery } from './research/search-repositories.js';
export type { PullRequestQuery } from './research/search-pull-requests.js';
export type { FileContentQuery } from './research/file-content.js';
export type { RepoStructureQuery } from './research/repo-structure.js';
