import { githubGetFileContent } from './github-get-file-content.js';
import { githubSearchCode } from './github-search-code.js';
import { githubSearchPullRequests } from './github-search-pull-requests.js';
import { githubSearchRepositories } from './github-search-repositories.js';
import { githubViewRepoStructure } from './github-view-repo-structure.js';

/** Every tool of the server, in the order of the research workflow. */
export const tools = [
  githubSearchRepositories,
  githubSearchCode,
  githubViewRepoStructure,
  githubGetFileContent,
  githubSearchPullRequests,
] as const;
