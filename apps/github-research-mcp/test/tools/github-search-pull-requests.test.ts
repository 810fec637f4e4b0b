import { describe, expect, it } from 'vitest';
import { connect } from '../support/setup.js';

describe('githubSearchPullRequests', () => {
  it('searches pull requests and suggests opening one', async () => {
    const { call } = await connect();
    const r = (
      await call('githubSearchPullRequests', {
        queries: [{ query: 'retry', owner: 'acme', repo: 'widgets', state: 'open' }],
      })
    ).structuredContent!.results[0]!;
    expect(r.pullRequests).toMatchObject([{ number: 51, draft: true, title: 'Honour retry-after on 429 responses' }]);
    expect(r.hints[0]).toContain('prNumber:51');
  });

  it('returns one PR with diff hunks and review comments, lockfile diffs omitted', async () => {
    const { call } = await connect();
    const r = (
      await call('githubSearchPullRequests', {
        queries: [{ owner: 'acme', repo: 'widgets', prNumber: 42, type: 'fullContent', withComments: true }],
      })
    ).structuredContent!.results[0]!;
    const pr = r.pullRequest;
    expect(pr).toMatchObject({ number: 42, merged: true, head: 'feat/token-backoff' });
    expect(pr.files.find((f: { path: string }) => f.path === 'src/auth/token-store.ts').diff).toContain(
      '+    return retryWithBackoff',
    );
    expect(pr.files.find((f: { path: string }) => f.path === 'pnpm-lock.yaml').diff).toBeUndefined();
    expect(pr.reviewComments).toHaveLength(2);
  });

  it('limits diffs to the requested files with partialContent', async () => {
    const { call } = await connect();
    const res = await call('githubSearchPullRequests', {
      queries: [
        { owner: 'acme', repo: 'widgets', prNumber: 42, type: 'partialContent', files: ['utils/'] },
        { owner: 'acme', repo: 'widgets', prNumber: 42, type: 'partialContent' },
      ],
    });
    const [partial, missing] = res.structuredContent!.results;
    const withDiff = partial!.pullRequest.files
      .filter((f: { diff?: string }) => f.diff)
      .map((f: { path: string }) => f.path);
    expect(withDiff).toEqual(['src/utils/retry.ts']);
    expect(missing!.error).toMatchObject({ code: 'INVALID_INPUT', message: expect.stringContaining('needs files') });
  });

  it('redacts secrets in diffs', async () => {
    const { call } = await connect();
    const r = (
      await call('githubSearchPullRequests', {
        queries: [{ owner: 'acme', repo: 'widgets', prNumber: 38, type: 'fullContent' }],
      })
    ).structuredContent!.results[0]!;
    expect(r.pullRequest.files[0].diff).toContain('[REDACTED:github-pat]');
    expect(r.pullRequest.redacted).toEqual(['github-pat']);
  });

  it('explains missing owner/repo and unknown PRs', async () => {
    const { call } = await connect();
    const res = await call('githubSearchPullRequests', {
      queries: [{ prNumber: 1 }, { owner: 'acme', repo: 'widgets', prNumber: 999 }],
    });
    const [noRepo, missing] = res.structuredContent!.results;
    expect(noRepo!.error).toMatchObject({ code: 'INVALID_INPUT', message: 'prNumber needs owner and repo.' });
    expect(missing!.error).toMatchObject({ code: 'NOT_FOUND' });
  });
});
