import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setup } from './support.js';

const readme = { owner: 'acme', repo: 'widgets', path: 'README.md' };

describe('retries and backoff', () => {
  it('retries 502s and succeeds', async () => {
    const { gh, source } = await setup();
    gh.inject({ path: '/contents/README.md', status: 502, times: 2 });
    const file = await source.getFileContent(readme);
    expect(file.content).toContain('# widgets');
    expect(gh.stats.faults).toBe(2);
    expect(gh.stats.byPath['/repos/acme/widgets/contents/README.md']).toBe(3);
  });

  it('waits out a 403 secondary rate limit with retry-after', async () => {
    const { gh, source } = await setup();
    gh.inject({ path: '/search/code', status: 403, retryAfter: 1 });
    const res = await source.searchCode({ keywords: ['TokenStore'], owner: 'acme' });
    expect(res.items.length).toBeGreaterThan(0);
    expect(gh.stats.byPath['/search/code']).toBe(2);
  });

  it('retries a 429', async () => {
    const { gh, source } = await setup();
    gh.inject({ path: '/search/repositories', status: 429, retryAfter: 1 });
    const res = await source.searchRepositories({ keywords: ['ledger'] });
    expect(res.items.map((r) => r.fullName)).toEqual(['acme/ledger']);
    expect(gh.stats.faults).toBe(1);
  });

  it('gives up after the retry budget with an UPSTREAM error and a hint', async () => {
    const { gh, source } = await setup({ retries: 2 });
    gh.inject({ path: '/contents/README.md', status: 502, times: 10 });
    await expect(source.getFileContent(readme)).rejects.toMatchObject({
      code: 'UPSTREAM',
      extra: { type: 'upstream', hint: expect.any(String) },
    });
    expect(gh.stats.byPath['/repos/acme/widgets/contents/README.md']).toBe(3);
  });

  it('retries a response slower than the timeout', async () => {
    const { gh, source } = await setup({ timeoutMs: 200 });
    gh.inject({ path: '/contents/README.md', delayMs: 600 });
    const file = await source.getFileContent(readme);
    expect(file.content).toContain('widgets');
    expect(gh.stats.byPath['/repos/acme/widgets/contents/README.md']).toBe(2);
  });

  it('fails fast with RATE_LIMITED and the reset time when the primary budget is spent', async () => {
    const { source } = await setup({ maxRateLimitWaitSeconds: 0, cache: false }, { rateLimits: { core: 1 } });
    await source.getFileContent(readme);
    const err = await source.getFileContent(readme).catch((e) => e);
    expect(err).toMatchObject({
      code: 'RATE_LIMITED',
      extra: { type: 'rate_limit', details: { resetAt: expect.any(String), resource: 'core' } },
    });
    expect(Date.parse(err.extra.details.resetAt)).toBeGreaterThan(Date.now());
    expect(err.extra.retryAfterMs).toBeGreaterThan(0);
  });
});

describe('cache', () => {
  it('serves fresh entries without calling GitHub', async () => {
    const { gh, source } = await setup();
    const first = await source.getFileContent(readme);
    const second = await source.getFileContent(readme);
    expect(first.meta.cache.miss).toBe(1);
    expect(second.meta).toMatchObject({ apiCalls: 0, cache: { hit: 1 } });
    expect(second.content).toBe(first.content);
    expect(gh.stats.requests).toBe(1);
  });

  it('revalidates stale entries with ETags: 304s cost no rate limit', async () => {
    const { gh, source } = await setup({ cache: { ttlSeconds: { contents: 0 } } });
    const first = await source.getFileContent(readme);
    const second = await source.getFileContent(readme);
    expect(second.meta.cache.revalidated).toBe(1);
    expect(gh.stats.notModified).toBe(1);
    expect(second.content).toBe(first.content);
    expect(second.meta.rateLimit!.remaining).toBe(first.meta.rateLimit!.remaining);
    expect(source.client.stats()).toMatchObject({ revalidated: 1, misses: 1, apiCalls: 2 });
  });

  it('keeps an on-disk cache that a new client reuses', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gh-cache-'));
    try {
      const { gh, source } = await setup({ cache: { dir } });
      await source.getRepoStructure({ owner: 'acme', repo: 'ledger' });
      const { createGitHubSource } = await import('../src/index.js');
      const again = createGitHubSource({ baseUrl: gh.url, token: 'test-token', cache: { dir } });
      const res = await again.getRepoStructure({ owner: 'acme', repo: 'ledger' });
      expect(res.meta.cache.hit).toBe(2);
      expect(res.entries.map((e) => e.path)).toContain('ledger');
      // Another credential never reads what this one cached.
      const other = createGitHubSource({ baseUrl: gh.url, token: 'someone-else', cache: { dir } });
      expect((await other.getRepoStructure({ owner: 'acme', repo: 'ledger' })).meta.cache.miss).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('does not cache when disabled', async () => {
    const { gh, source } = await setup({ cache: false });
    await source.getFileContent(readme);
    await source.getFileContent(readme);
    expect(gh.stats.requests).toBe(2);
  });
});

describe('cancellation', () => {
  it('aborts an in-flight request with CANCELLED', async () => {
    const { gh, source } = await setup();
    gh.inject({ path: '/contents/README.md', delayMs: 5_000 });
    const ac = new AbortController();
    const pending = source.getFileContent({ ...readme, signal: ac.signal });
    setTimeout(() => ac.abort(), 100);
    await expect(pending).rejects.toMatchObject({ code: 'CANCELLED' });
  });
});

describe('network errors', () => {
  it('maps an unreachable GitHub to UPSTREAM/network with a hint, after retrying', async () => {
    const { createGitHubSource } = await import('../src/index.js');
    const { createServer } = await import('node:net');
    const port = await new Promise<number>((resolve) => {
      const srv = createServer().listen(0, '127.0.0.1', () => {
        const p = (srv.address() as { port: number }).port;
        srv.close(() => resolve(p));
      });
    });
    const source = createGitHubSource({ baseUrl: `http://127.0.0.1:${port}`, retries: 1, retryAfterBaseMs: 5 });
    await expect(source.getFileContent(readme)).rejects.toMatchObject({
      code: 'UPSTREAM',
      extra: { hint: expect.stringContaining('GITHUB_API_URL') },
    });
    expect(source.client.stats().apiCalls).toBe(1);
  });
});

describe('auth errors', () => {
  it('maps bad credentials to UNAUTHORIZED with a hint', async () => {
    const { source } = await setup({ token: 'wrong' }, { tokens: ['right'] });
    await expect(source.getFileContent(readme)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      extra: { hint: expect.stringContaining('GITHUB_TOKEN') },
    });
  });

  it('explains that anonymous code search needs a token', async () => {
    const { source } = await setup({ token: undefined });
    await expect(source.searchCode({ keywords: ['x'] })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('unreachable hosts', () => {
  it('does not retry a host name that does not resolve, and says GitHub could not be reached', async () => {
    const { createGitHubSource } = await import('../src/index.js');
    let calls = 0;
    const dnsFailure: typeof fetch = async () => {
      calls++;
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('getaddrinfo ENOTFOUND api.github.example'), { code: 'ENOTFOUND' }),
      });
    };
    const source = createGitHubSource({
      baseUrl: 'https://api.github.example',
      token: 'x',
      retries: 3,
      cache: false,
      fetch: dnsFailure,
    });
    await expect(source.getFileContent(readme)).rejects.toMatchObject({ code: 'UPSTREAM', extra: { type: 'network' } });
    expect(calls).toBe(1);
  });
});

describe('refused connections', () => {
  it('does not retry a port that refuses (a closed loopback port), and reports UPSTREAM network', async () => {
    const { createServer } = await import('node:net');
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', () => r()));
    const { port } = probe.address() as { port: number };
    await new Promise<void>((r) => probe.close(() => r()));
    const { createGitHubSource } = await import('../src/index.js');
    let calls = 0;
    const counted: typeof fetch = (input, init) => {
      calls++;
      return fetch(input, init);
    };
    const source = createGitHubSource({
      baseUrl: `http://127.0.0.1:${port}`,
      token: 'x',
      retries: 3,
      cache: false,
      fetch: counted,
    });
    await expect(source.getFileContent(readme)).rejects.toMatchObject({
      code: 'UPSTREAM',
      extra: { type: 'network', hint: expect.stringContaining('GITHUB_API_URL') },
    });
    expect(calls).toBe(1);
  });
});
