import { execFile } from 'node:child_process';

/** Where the token came from. */
export type GitHubAuthSource = 'GITHUB_TOKEN' | 'GH_TOKEN' | 'gh' | 'anonymous';

/** The credentials to use and a warning when there are none. */
export interface GitHubAuth {
  token?: string;
  source: GitHubAuthSource;
  warning?: string;
}

/** Options of {@link resolveGitHubAuth}. */
export interface ResolveGitHubAuthOptions {
  /** The environment to read (the app passes its parsed env; packages never read process.env). */
  env: Record<string, string | undefined>;
  /** Asks the `gh` CLI for a token; resolves undefined when gh is absent or logged out. @default runs `gh auth token` */
  ghToken?: () => Promise<string | undefined>;
}

/** Token from GITHUB_TOKEN / GH_TOKEN, else `gh auth token`, else anonymous with a warning. */
export async function resolveGitHubAuth(opts: ResolveGitHubAuthOptions): Promise<GitHubAuth> {
  const fromEnv = (k: 'GITHUB_TOKEN' | 'GH_TOKEN') => opts.env[k]?.trim() || undefined;
  const envToken = fromEnv('GITHUB_TOKEN');
  if (envToken) return { token: envToken, source: 'GITHUB_TOKEN' };
  const ghEnv = fromEnv('GH_TOKEN');
  if (ghEnv) return { token: ghEnv, source: 'GH_TOKEN' };
  const gh = await (opts.ghToken ?? ghAuthToken)();
  if (gh) return { token: gh, source: 'gh' };
  return {
    source: 'anonymous',
    warning:
      'No GitHub token (GITHUB_TOKEN, GH_TOKEN or `gh auth login`): anonymous requests get 60 calls/hour and no code search.',
  };
}

/** Runs `gh auth token` with a short timeout. */
export function ghAuthToken(): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile('gh', ['auth', 'token'], { timeout: 3000 }, (error, stdout) => {
      resolve(error ? undefined : stdout.trim() || undefined);
    });
  });
}
