// Tour of github-research-mcp against a loopback GitHub (the real one is unreachable here). Point it at
// github.com with GITHUB_API_URL=https://api.github.com (the default) or at GitHub Enterprise Server with
// GITHUB_API_URL=https://HOST/api/v3, plus GITHUB_TOKEN.
import { startFakeGitHub } from '@sextant/github-source/testing';

export default {
  name: 'github-research-mcp',
  about: 'GitHub code research: search, structure, exact lines, PRs (loopback GitHub)',
  async setup() {
    const gh = await startFakeGitHub();
    return {
      env: {
        GITHUB_API_URL: gh.url,
        GITHUB_TOKEN: 'tour-token',
        GITHUB_USE_GH_CLI: 'false',
        GITHUB_SEARCH_MIN_TIME_MS: '0',
      },
      cleanup: () => gh.close(),
    };
  },
  steps: () => [
    {
      tool: 'githubSearchRepositories',
      args: { queries: [{ keywordsToSearch: ['retry'] }, { topicsToSearch: ['accounting'] }] },
    },
    { tool: 'githubSearchCode', args: { queries: [{ keywordsToSearch: ['retryWithBackoff'], owner: 'acme' }] } },
    { tool: 'githubViewRepoStructure', args: { queries: [{ owner: 'acme', repo: 'widgets', depth: 2 }] } },
    {
      tool: 'githubGetFileContent',
      label: '(matchString window; the hard-coded token is redacted)',
      args: {
        queries: [
          {
            owner: 'acme',
            repo: 'widgets',
            path: 'src/auth/token-store.ts',
            matchString: 'FALLBACK_TOKEN',
            matchStringContextLines: 1,
          },
        ],
      },
    },
    {
      tool: 'githubGetFileContent',
      label: '(a file that addresses AI agents is flagged)',
      args: { queries: [{ owner: 'acme', repo: 'widgets', path: 'docs/CONTRIBUTING.md', startLine: 1, endLine: 6 }] },
    },
    {
      tool: 'githubSearchPullRequests',
      args: { queries: [{ owner: 'acme', repo: 'widgets', prNumber: 42, type: 'fullContent' }] },
    },
    {
      tool: 'githubGetFileContent',
      label: '(bulk: one bad query does not sink the other)',
      args: {
        queries: [
          { owner: 'acme', repo: 'nope', path: 'README.md' },
          { owner: 'acme', repo: 'ledger', path: 'README.md', startLine: 1, endLine: 3 },
        ],
      },
    },
  ],
};
