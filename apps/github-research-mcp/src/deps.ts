import type { Logger } from '@sextant/core-engine';
import { createGitHubSource, resolveGitHubAuth, type GitHubAuth, type GitHubSource } from '@sextant/github-source';
import { redactSecrets } from '@sextant/security';
import type { Config } from './config.js';
import type { Redactor } from './content/shape-text.js';

/** What the tools need. */
export interface AppDeps {
  github: GitHubSource;
  redact: Redactor;
  auth: GitHubAuth;
  /** Tokens one response may carry; queries share it. */
  maxResponseTokens: number;
}

/** Wires GitHub (auth, cache, throttling) and redaction from the config. */
export async function createDeps(config: Config, log?: Logger): Promise<AppDeps> {
  const auth = await resolveGitHubAuth({
    env: { GITHUB_TOKEN: config.GITHUB_TOKEN, GH_TOKEN: config.GH_TOKEN },
    ...(config.GITHUB_USE_GH_CLI === 'false' ? { ghToken: async () => undefined } : {}),
  });
  if (auth.warning) log?.warn(auth.warning);
  const github = createGitHubSource({
    baseUrl: config.GITHUB_API_URL,
    token: auth.token,
    timeoutMs: config.GITHUB_TIMEOUT_MS,
    searchMinTimeMs: config.GITHUB_SEARCH_MIN_TIME_MS,
    cache: config.GITHUB_CACHE === 'off' ? false : config.GITHUB_CACHE_DIR ? { dir: config.GITHUB_CACHE_DIR } : {},
    logger: log,
  });
  return { github, redact: redactSecrets, auth, maxResponseTokens: config.MAX_RESPONSE_TOKENS };
}
