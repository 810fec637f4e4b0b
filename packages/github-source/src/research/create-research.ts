import { redactSecrets } from '@sextant/security';
import type { GitHubSource } from '../source.js';
import type { ResearchRunOptions } from './budget.js';
import { researchFileContent } from './file-content.js';
import { researchRepoStructure } from './repo-structure.js';
import { researchSearchCode } from './search-code.js';
import { researchSearchPullRequests } from './search-pull-requests.js';
import { researchSearchRepositories } from './search-repositories.js';
import type { Redactor } from './shape-text.js';

export interface GitHubResearchOptions {
  source: GitHubSource;
  /** Applied to every fetched text before it leaves. @default redactSecrets of @sextant/security */
  redact?: Redactor;
}

type Run<F> = F extends (ctx: never, q: infer Q, run: ResearchRunOptions) => infer R
  ? (q: Q, run: ResearchRunOptions) => R
  : never;

/**
 * GitHub research for agents, one query at a time: answers sized to a token budget, every text redacted and
 * screened for prompt injection, with hints naming the next call (the github-research tools, octocode's names).
 */
export interface GitHubResearch {
  searchCode: Run<typeof researchSearchCode>;
  searchRepositories: Run<typeof researchSearchRepositories>;
  searchPullRequests: Run<typeof researchSearchPullRequests>;
  getFileContent: Run<typeof researchFileContent>;
  viewRepoStructure: Run<typeof researchRepoStructure>;
}

/** Binds the research operations to one GitHub source. */
export function createGitHubResearch({ source, redact = redactSecrets }: GitHubResearchOptions): GitHubResearch {
  const ctx = { source, redact };
  return {
    searchCode: (q, run) => researchSearchCode(ctx, q, run),
    searchRepositories: (q, run) => researchSearchRepositories(ctx, q, run),
    searchPullRequests: (q, run) => researchSearchPullRequests(ctx, q, run),
    getFileContent: (q, run) => researchFileContent(ctx, q, run),
    viewRepoStructure: (q, run) => researchRepoStructure(ctx, q, run),
  };
}
