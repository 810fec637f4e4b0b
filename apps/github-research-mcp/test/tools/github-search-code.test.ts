import { describe, expect, it } from 'vitest';
import { connect } from '../support/setup.js';

describe('githubSearchCode', () => {
  it('returns files with redacted fragments, next-step hints and the rate budget', async () => {
    const { call } = await connect();
    const res = await call('githubSearchCode', {
      queries: [{ id: 'store', keywordsToSearch: ['FALLBACK_TOKEN'], owner: 'acme', repo: 'widgets' }],
    });
    const r = res.structuredContent!.results[0]!;
    expect(r).toMatchObject({
      id: 'store',
      status: 'hasResults',
      files: [{ repo: 'acme/widgets', path: 'src/auth/token-store.ts' }],
    });
    expect(r.files[0].matches.join('\n')).toContain('[REDACTED:github-pat]');
    expect(r.hints[0]).toContain('githubGetFileContent');
    expect(res.structuredContent!.rateLimit).toMatchObject({ resource: 'code_search', limit: 10, remaining: 9 });
  });

  it('isolates failures in a bulk call: one error, one empty, one hit', async () => {
    const { call } = await connect();
    const res = await call('githubSearchCode', {
      queries: [
        { keywordsToSearch: ['retryWithBackoff'], owner: 'acme' },
        { keywordsToSearch: ['x'], repo: 'widgets' },
        { keywordsToSearch: ['no_such_identifier_anywhere'], owner: 'acme' },
      ],
    });
    const r = res.structuredContent!.results;
    expect(r.map((x) => x.status)).toEqual(['hasResults', 'error', 'empty']);
    expect(r[0]!.droppedNoise).toBe(3);
    expect(r[1]!.error).toMatchObject({ code: 'INVALID_INPUT', hint: expect.stringContaining('owner') });
    expect(r[2]!.hints[0]).toMatch(/fewer or more general keywords/);
  });

  it('rejects more than five queries and empty keyword lists with a clear error', async () => {
    const { call } = await connect();
    const six = await call('githubSearchCode', {
      queries: Array.from({ length: 6 }, () => ({ keywordsToSearch: ['a'] })),
    });
    expect(six.isError).toBe(true);
    expect(six.content[0]!.text).toMatch(/queries/);
    const none = await call('githubSearchCode', { queries: [{ keywordsToSearch: [] }] });
    expect(none.isError).toBe(true);
  });

  it('reports a GitHub rate limit as an error result with the reset time', async () => {
    const { call, gh } = await connect();
    gh.inject({ path: '/search/code', status: 403, message: 'API rate limit exceeded for user.', retryAfter: 3600 });
    const r = (await call('githubSearchCode', { queries: [{ keywordsToSearch: ['retry'], owner: 'acme' }] }))
      .structuredContent!.results[0]!;
    expect(r.status).toBe('error');
    expect(r.error).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/resets at \d{4}-/) });
  });
});

describe('anonymous mode', () => {
  it('warns in every response and explains that code search needs a token', async () => {
    const { call } = await connect({ GITHUB_TOKEN: '' });
    const res = await call('githubSearchCode', { queries: [{ keywordsToSearch: ['TokenStore'], owner: 'acme' }] });
    expect(res.structuredContent!.warning).toMatch(/No GitHub token/);
    expect(res.structuredContent!.results[0]!.error).toMatchObject({
      code: 'UNAUTHORIZED',
      hint: expect.stringContaining('GITHUB_TOKEN'),
    });
    const file = await call('githubGetFileContent', {
      queries: [{ owner: 'acme', repo: 'ledger', path: 'README.md' }],
    });
    expect(file.structuredContent!.results[0]!.status).toBe('hasResults');
    expect(file.structuredContent!.rateLimit).toMatchObject({ limit: 60 });
  });
});
