// The scripted research session the bench replays: what an agent does to answer
// "how does acme/widgets refresh tokens, and why was backoff added?" by progressive refinement.
const w = { owner: 'acme', repo: 'widgets' };

export const session: Array<[tool: string, args: Record<string, unknown>]> = [
  [
    'githubSearchRepositories',
    {
      queries: [
        { keywordsToSearch: ['token', 'refresh'] },
        { topicsToSearch: ['api-client'] },
        { owner: 'acme', sort: 'stars' },
      ],
    },
  ],
  ['githubViewRepoStructure', { queries: [{ ...w }] }],
  [
    'githubSearchCode',
    {
      queries: [
        { keywordsToSearch: ['refreshToken'], ...w },
        { keywordsToSearch: ['retryWithBackoff'], ...w },
      ],
    },
  ],
  ['githubViewRepoStructure', { queries: [{ ...w, path: 'src', depth: 2 }] }],
  [
    'githubGetFileContent',
    { queries: [{ ...w, path: 'src/auth/token-store.ts', matchString: 'refreshToken', matchStringContextLines: 4 }] },
  ],
  [
    'githubGetFileContent',
    {
      queries: [
        { ...w, path: 'src/utils/retry.ts', fullContent: true },
        { ...w, path: 'src/index.ts', fullContent: true },
      ],
    },
  ],
  ['githubGetFileContent', { queries: [{ ...w, path: 'src/auth/token-store.ts', startLine: 20, endLine: 35 }] }],
  ['githubSearchCode', { queries: [{ keywordsToSearch: ['TokenStore'], owner: 'acme' }] }],
  ['githubGetFileContent', { queries: [{ ...w, path: 'src/server/routes.ts', matchString: 'getToken' }] }],
  [
    'githubSearchPullRequests',
    {
      queries: [
        { query: 'backoff', ...w },
        { query: 'retry-after', ...w, state: 'open' },
      ],
    },
  ],
  ['githubSearchPullRequests', { queries: [{ ...w, prNumber: 42, type: 'fullContent', withComments: true }] }],
  [
    'githubGetFileContent',
    {
      queries: [{ ...w, path: 'src/auth/token-store.ts', matchString: 'retryWithBackoff', matchStringContextLines: 2 }],
    },
  ],
  [
    'githubViewRepoStructure',
    {
      queries: [
        { ...w, path: 'docs' },
        { owner: 'acme', repo: 'ledger' },
      ],
    },
  ],
  [
    'githubGetFileContent',
    {
      queries: [
        { ...w, path: 'docs/CONTRIBUTING.md' },
        { ...w, path: 'README.md' },
      ],
    },
  ],
  ['githubSearchPullRequests', { queries: [{ ...w, prNumber: 51, type: 'fullContent' }] }],
  [
    'githubGetFileContent',
    {
      queries: [
        { ...w, path: 'src/utils/retry.ts', startLine: 8, endLine: 20 },
        { ...w, path: 'src/server/routes.ts', fullContent: true },
      ],
    },
  ],
  ['githubViewRepoStructure', { queries: [{ ...w, path: 'src', depth: 2 }] }],
  ['githubGetFileContent', { queries: [{ ...w, path: 'data/widgets.json', charLength: 4000 }] }],
];
