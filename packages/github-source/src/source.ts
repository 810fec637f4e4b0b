import { createGitHubClient, type GitHubClient, type GitHubClientOptions } from './client.js';
import { getFileContent } from './operations/file-content.js';
import { getTarball, listCommits, listReleases, listTags } from './operations/history.js';
import { getPullRequest } from './operations/pull-request.js';
import { getRepoStructure } from './operations/repo-structure.js';
import { searchCode, searchPullRequests, searchRepositories } from './operations/search.js';

type Op<F> = F extends (client: GitHubClient, args: infer A) => infer R ? (args: A) => R : never;

/** Every GitHub operation bound to one client: the object apps put in their deps. */
export interface GitHubSource {
  readonly client: GitHubClient;
  searchCode: Op<typeof searchCode>;
  searchRepositories: Op<typeof searchRepositories>;
  searchPullRequests: Op<typeof searchPullRequests>;
  getFileContent: Op<typeof getFileContent>;
  getRepoStructure: Op<typeof getRepoStructure>;
  getPullRequest: Op<typeof getPullRequest>;
  listReleases: Op<typeof listReleases>;
  listTags: Op<typeof listTags>;
  listCommits: Op<typeof listCommits>;
  getTarball: Op<typeof getTarball>;
}

/** Builds a client (or takes one) and binds the operations to it. */
export function createGitHubSource(opts: GitHubClientOptions | { client: GitHubClient } = {}): GitHubSource {
  const client = 'client' in opts ? opts.client : createGitHubClient(opts);
  return {
    client,
    searchCode: (a) => searchCode(client, a),
    searchRepositories: (a) => searchRepositories(client, a),
    searchPullRequests: (a) => searchPullRequests(client, a),
    getFileContent: (a) => getFileContent(client, a),
    getRepoStructure: (a) => getRepoStructure(client, a),
    getPullRequest: (a) => getPullRequest(client, a),
    listReleases: (a) => listReleases(client, a),
    listTags: (a) => listTags(client, a),
    listCommits: (a) => listCommits(client, a),
    getTarball: (a) => getTarball(client, a),
  };
}
