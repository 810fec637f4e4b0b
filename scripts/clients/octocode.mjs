// octocode-mcp 19.1, the peer our GitHub tools are measured against: installed once from npm into a temp folder
// (or OCTOCODE_MCP_ENTRY), pointed at the loopback GitHub with GITHUB_API_URL, and the research questions asked of
// both servers: the same question, each server's own tool and arguments.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const OCTOCODE = 'octocode-mcp@19.1.0';

/** The octocode-mcp entry script, installed on first use; undefined when npm cannot install it. */
export function octocodeEntry() {
  if (process.env.OCTOCODE_MCP_ENTRY) return process.env.OCTOCODE_MCP_ENTRY;
  const dir = join(tmpdir(), 'sextant-bench-octocode');
  const pkg = join(dir, 'node_modules', 'octocode-mcp', 'package.json');
  if (!existsSync(pkg)) {
    mkdirSync(dir, { recursive: true });
    try {
      execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefix', dir, OCTOCODE], { stdio: 'ignore' });
    } catch {
      return undefined;
    }
  }
  const { bin } = JSON.parse(readFileSync(pkg, 'utf8'));
  return join(dir, 'node_modules', 'octocode-mcp', typeof bin === 'string' ? bin : Object.values(bin)[0]);
}

/** How a client starts octocode-mcp against the loopback GitHub at `url` (a throwaway OCTOCODE_HOME). */
export const octocodeServer = (entry, url, home) => ({
  command: process.execPath,
  args: [entry],
  env: { GITHUB_API_URL: url, GITHUB_TOKEN: 'bench', OCTOCODE_HOME: home, OCTOCODE_ENABLE_STATS: 'false' },
});

const w = { owner: 'acme', repo: 'widgets' };

/**
 * Eleven research steps on the fake GitHub's acme/widgets, each asked of github-research-mcp (`ours`) and of
 * octocode-mcp 19.1 (`octocode`, whose five GitHub tools became ghSearch, ghGetFileContent, ghSearchHistory and
 * ghGetHistoryItem) with the arguments each server's schema takes for the same question.
 */
export const researchQuestions = [
  {
    question: 'repositories about token refresh',
    ours: ['githubSearchRepositories', { queries: [{ keywordsToSearch: ['token', 'refresh'] }] }],
    octocode: ['ghSearch', { queries: [{ operation: 'repositories', keywords: ['token', 'refresh'] }] }],
  },
  {
    question: 'the layout of acme/widgets',
    ours: ['githubViewRepoStructure', { queries: [{ ...w }] }],
    octocode: ['ghSearch', { queries: [{ operation: 'tree', ...w }] }],
  },
  {
    question: 'where refreshToken is used',
    ours: ['githubSearchCode', { queries: [{ keywordsToSearch: ['refreshToken'], ...w }] }],
    octocode: ['ghSearch', { queries: [{ operation: 'code', keywords: ['refreshToken'], ...w }] }],
  },
  {
    question: 'the src tree, two levels',
    ours: ['githubViewRepoStructure', { queries: [{ ...w, path: 'src', depth: 2 }] }],
    octocode: ['ghSearch', { queries: [{ operation: 'tree', ...w, path: 'src', maxDepth: 2 }] }],
  },
  {
    question: 'refreshToken in token-store.ts, 4 lines of context',
    ours: [
      'githubGetFileContent',
      { queries: [{ ...w, path: 'src/auth/token-store.ts', matchString: 'refreshToken', matchStringContextLines: 4 }] },
    ],
    octocode: [
      'ghGetFileContent',
      { queries: [{ ...w, path: 'src/auth/token-store.ts', matchString: 'refreshToken', contextLines: 4 }] },
    ],
  },
  {
    question: 'lines 20-35 of token-store.ts',
    ours: [
      'githubGetFileContent',
      { queries: [{ ...w, path: 'src/auth/token-store.ts', startLine: 20, endLine: 35 }] },
    ],
    octocode: [
      'ghGetFileContent',
      { queries: [{ ...w, path: 'src/auth/token-store.ts', startLine: 20, endLine: 35 }] },
    ],
  },
  {
    question: 'all of src/utils/retry.ts',
    ours: ['githubGetFileContent', { queries: [{ ...w, path: 'src/utils/retry.ts', fullContent: true }] }],
    octocode: ['ghGetFileContent', { queries: [{ ...w, path: 'src/utils/retry.ts', fullContent: true }] }],
  },
  {
    question: 'who uses TokenStore across acme',
    ours: ['githubSearchCode', { queries: [{ keywordsToSearch: ['TokenStore'], owner: 'acme' }] }],
    octocode: ['ghSearch', { queries: [{ operation: 'code', keywords: ['TokenStore'], owner: 'acme' }] }],
  },
  {
    question: 'pull requests about backoff',
    ours: ['githubSearchPullRequests', { queries: [{ query: 'backoff', ...w }] }],
    octocode: ['ghSearchHistory', { queries: [{ operation: 'pullRequests', keywords: ['backoff'], ...w }] }],
  },
  {
    question: 'pull request 42: description and changed files',
    ours: ['githubSearchPullRequests', { queries: [{ ...w, prNumber: 42 }] }],
    octocode: [
      'ghGetHistoryItem',
      { queries: [{ operation: 'pullRequest', ...w, number: 42, content: { body: true, changedFiles: true } }] },
    ],
  },
  {
    question: 'the README',
    ours: ['githubGetFileContent', { queries: [{ ...w, path: 'README.md' }] }],
    octocode: ['ghGetFileContent', { queries: [{ ...w, path: 'README.md' }] }],
  },
];
