import type { Octokit } from '@octokit/rest';
import type { Logger } from '@sextant/core-engine';
import type { GitHubClientOptions } from './client.js';
import { createOriginFetch } from '@sextant/security';
import { fetchWithTimeout } from './fetch-timeout.js';

// Where GitHub may send a request: the API itself, and the hosts it redirects raw content and archives to.
const GITHUB_HOSTS = /^(github\.com|api\.github\.com|codeload\.github\.com|([\w-]+\.)*githubusercontent\.com)$/;

/** The origin policy of GitHub requests: every hop, redirects included, stays on the API's origin or GitHub's hosts. */
export const githubFetch = (baseUrl: string, base?: typeof fetch) => {
  const api = new URL(baseUrl).origin;
  return createOriginFetch({
    allowed: (url) => url.origin === api || (url.protocol === 'https:' && GITHUB_HOSTS.test(url.hostname)),
    fetch: base,
  });
};

/** Loads Octokit with the throttling and retry plugins and configures them from the client options. */
export async function buildOctokit(opts: GitHubClientOptions & { baseUrl: string }, log: Logger): Promise<Octokit> {
  const [{ Octokit: Base }, { throttling }, { retry }, { default: Bottleneck }] = await Promise.all([
    import('@octokit/rest'),
    import('@octokit/plugin-throttling'),
    import('@octokit/plugin-retry'),
    import('bottleneck'),
  ]);
  const base = opts.retryAfterBaseMs ?? 1000;
  const maxWait = opts.maxRateLimitWaitSeconds ?? 60;
  // Own limiter groups per client: the plugin's defaults are module globals with a fixed 2 s search gap.
  const common = { timeout: 120_000 };
  // Registered before the retry plugin, so its error hook runs first: a host that does not resolve, or a port that
  // refuses, will do the same a second later, and retrying with backoff only makes the caller wait ~15 s for it.
  // Timeouts and 5xx answers keep their retries.
  const failFastOnUnknownHost = (o: { hook: { error(name: 'request', fn: (e: unknown) => never): void } }) =>
    o.hook.error('request', (e) => {
      if (isUnknownHostOrRefused(e)) (e as { status: number }).status = 0;
      throw e;
    });
  const MyOctokit = Base.plugin(failFastOnUnknownHost as never, throttling, retry);
  const octokit = new MyOctokit({
    baseUrl: opts.baseUrl,
    auth: opts.token,
    userAgent: opts.userAgent ?? 'sextant-github-source',
    log: { debug: () => {}, info: () => {}, warn: (m: string) => log.warn(m), error: (m: string) => log.error(m) },
    request: { fetch: fetchWithTimeout(opts.timeoutMs ?? 20_000, githubFetch(opts.baseUrl, opts.fetch)) },
    retry: { retries: opts.retries ?? 3, retryAfterBaseValue: base },
    throttle: {
      retryAfterBaseValue: base,
      fallbackSecondaryRateRetryAfter: 60,
      global: new Bottleneck.Group({ maxConcurrent: 10, ...common }),
      search: new Bottleneck.Group({ maxConcurrent: 1, minTime: opts.searchMinTimeMs ?? 2000, ...common }),
      write: new Bottleneck.Group({ maxConcurrent: 1, minTime: 1000, ...common }),
      notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: 3000, ...common }),
      auth: new Bottleneck.Group({ maxConcurrent: 1, ...common }),
      onRateLimit: (retryAfter: number, o: { url: string }, _k: unknown, count: number) => {
        log.warn('github primary rate limit', { retryAfter, url: o.url, count });
        return retryAfter <= maxWait && count < 2;
      },
      onSecondaryRateLimit: (retryAfter: number, o: { url: string }, _k: unknown, count: number) => {
        log.warn('github secondary rate limit', { retryAfter, url: o.url, count });
        return retryAfter <= maxWait && count < 3;
      },
    } as never,
  });
  return octokit as unknown as Octokit;
}

/** True when the request failed because the API host does not resolve (ENOTFOUND) or refuses (ECONNREFUSED). */
function isUnknownHostOrRefused(e: unknown): boolean {
  for (let cur: unknown = e, depth = 0; cur && depth < 4; cur = (cur as { cause?: unknown }).cause, depth++) {
    const code = (cur as { code?: string }).code;
    if (code === 'ENOTFOUND' || code === 'ECONNREFUSED') return true;
    if (cur instanceof Error && /\b(ENOTFOUND|ECONNREFUSED)\b/.test(cur.message)) return true;
  }
  return false;
}
