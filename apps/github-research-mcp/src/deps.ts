import type { Logger } from '@sextant/core-engine';
import { createGitHubSource, resolveGitHubAuth, type GitHubAuth, type GitHubSource } from '@sextant/github-source';
import { createGitHubResearch, type GitHubResearch } from '@sextant/github-source/research';
import { redactSecrets } from '@sextant/security/secrets';
import type { Config } from './config.js';

/** What the tools need. */
export interface AppDeps {
  github: GitHubSource;
  /** The research operations over `github`, every fetched text redacted. */
  research: GitHubResearch;
  auth: GitHubAuth;
  /** Tokens one response may carry; queries share it. */
  maxResponseTokens: number;
}

/** Wires GitHub (auth, cache, throttling), the research operations and redaction from the config. */
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
  const research = createGitHubResearch({ source: github, redact: redactSecrets });
  return { github, research, auth, maxResponseTokens: config.MAX_RESPONSE_TOKENS };
}
