import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { defaultFixtures } from '../src/testing.js';
import { setup } from './support.js';

describe('search', () => {
  it('finds code with fragments and drops node_modules, dist and lockfiles', async () => {
    const { source } = await setup();
    const res = await source.searchCode({ keywords: ['retryWithBackoff'], owner: 'acme', limit: 20 });
    expect(res.query).toBe('retryWithBackoff user:acme');
    expect(res.items.map((i) => i.path).sort()).toEqual([
      'src/auth/token-store.ts',
      'src/index.ts',
      'src/utils/retry.ts',
    ]);
    expect(res.droppedNoise).toBe(3);
    expect(res.items[0]!.fragments[0]).toContain('retryWithBackoff');
  });

  it('filters by extension and path', async () => {
    const { source } = await setup();
    const res = await source.searchCode({
      keywords: ['def'],
      owner: 'acme',
      repo: 'ledger',
      extension: 'py',
      path: 'tests',
    });
    expect(res.items.map((i) => i.path)).toEqual(['tests/test_accounts.py']);
  });

  it('reports a qualifier-only code query as INVALID_INPUT', async () => {
    const { source } = await setup();
    await expect(source.searchCode({ keywords: [], owner: 'acme' })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      extra: { type: 'validation' },
    });
  });

  it('searches repositories by topic and stars, sorted', async () => {
    const { source } = await setup();
    const res = await source.searchRepositories({ owner: 'acme', stars: '>100', sort: 'stars' });
    expect(res.items.map((r) => r.fullName)).toEqual(['acme/widgets', 'acme/ledger']);
    const byTopic = await source.searchRepositories({ topics: ['accounting'] });
    expect(byTopic.items).toMatchObject([{ fullName: 'acme/ledger', language: 'Python', stars: 342 }]);
  });

  it('searches pull requests by state and merge status', async () => {
    const { source } = await setup();
    const open = await source.searchPullRequests({ owner: 'acme', repo: 'widgets', state: 'open' });
    expect(open.items).toMatchObject([{ number: 51, draft: true, merged: false, repo: 'acme/widgets' }]);
    const merged = await source.searchPullRequests({ owner: 'acme', merged: true });
    expect(merged.items.map((p) => p.number).sort()).toEqual([42, 7]);
  });
});

describe('file content', () => {
  it('reads a file through the contents API', async () => {
    const { source } = await setup();
    const f = await source.getFileContent({ owner: 'acme', repo: 'ledger', path: 'ledger/accounts.py' });
    expect(f).toMatchObject({ source: 'contents', path: 'ledger/accounts.py' });
    expect(f.content).toContain('class Book:');
    expect(f.sha).toMatch(/^[0-9a-f]{40}$/);
  });

  it('falls back to the git blobs API for files over 1 MB', async () => {
    const { gh, source } = await setup();
    const f = await source.getFileContent({ owner: 'acme', repo: 'widgets', path: 'data/widgets.json' });
    expect(f.source).toBe('blob');
    expect(f.size).toBeGreaterThan(1024 * 1024);
    expect(JSON.parse(f.content).rows).toHaveLength(12000);
    expect(Object.keys(gh.stats.byPath).some((p) => p.includes('/git/blobs/'))).toBe(true);
  });

  it('rejects binaries and directories with hints', async () => {
    const { source } = await setup();
    await expect(
      source.getFileContent({ owner: 'acme', repo: 'widgets', path: 'assets/logo.png' }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT', message: expect.stringContaining('binary') });
    await expect(source.getFileContent({ owner: 'acme', repo: 'widgets', path: 'src' })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      extra: { hint: expect.stringContaining('structure') },
    });
  });

  it('reports an unknown repository or branch as NOT_FOUND with a hint', async () => {
    const { source } = await setup();
    await expect(source.getFileContent({ owner: 'acme', repo: 'nope', path: 'README.md' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'GitHub GET /repos/acme/nope/contents/README.md: not found.',
      extra: { hint: expect.stringContaining('branch') },
    });
    await expect(
      source.getFileContent({ owner: 'acme', repo: 'widgets', path: 'README.md', ref: 'no-such-branch' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('repository structure', () => {
  it('lists one level by default, dropping noise', async () => {
    const { source } = await setup();
    const s = await source.getRepoStructure({ owner: 'acme', repo: 'widgets' });
    expect(s.ref).toBe('main');
    expect(s.entries.map((e) => e.path)).toEqual([
      'assets',
      'data',
      'docs',
      'package.json',
      'README.md',
      'scripts',
      'src',
    ]);
    expect(s.ignored).toBe(3); // node_modules, dist, pnpm-lock.yaml
  });

  it('honours path, depth and pages', async () => {
    const { source } = await setup();
    const s = await source.getRepoStructure({
      owner: 'acme',
      repo: 'widgets',
      path: 'src',
      depth: 2,
      perPage: 4,
      page: 2,
    });
    expect(s).toMatchObject({ totalEntries: 7, totalPages: 2, page: 2 });
    expect(s.entries.map((e) => e.path)).toEqual(['src/server/routes.ts', 'src/utils', 'src/utils/retry.ts']);
    await expect(source.getRepoStructure({ owner: 'acme', repo: 'widgets', page: 9 })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
    await expect(source.getRepoStructure({ owner: 'acme', repo: 'widgets', path: 'nope' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('pull requests', () => {
  it('returns details, diff hunks and review comments; lockfile hunks are omitted', async () => {
    const { source } = await setup();
    const pr = await source.getPullRequest({ owner: 'acme', repo: 'widgets', number: 42 });
    expect(pr).toMatchObject({
      title: 'Refresh tokens with exponential backoff',
      merged: true,
      head: 'feat/token-backoff',
      base: 'main',
      changedFiles: 3,
    });
    const store = pr.files!.find((f) => f.path === 'src/auth/token-store.ts')!;
    expect(store.hunks.map((h) => [h.oldStart, h.newStart, h.newLines])).toEqual([
      [1, 1, 5],
      [28, 29, 8],
    ]);
    expect(pr.files!.find((f) => f.path === 'pnpm-lock.yaml')).toMatchObject({ noise: true, hunks: [] });
    expect(pr.reviewComments).toHaveLength(2);
    expect(pr.reviewComments![0]).toMatchObject({ author: 'hubot', line: 32 });
  });

  it('follows pages of changed files', async () => {
    const fixtures = defaultFixtures();
    const pull = fixtures.repos[0]!.pulls[0]!;
    pull.files = Array.from({ length: 130 }, (_, i) => ({
      filename: `src/gen/f${i}.ts`,
      status: 'added',
      additions: 1,
      deletions: 0,
      patch: '@@ -0,0 +1 @@\n+x',
    }));
    const { gh, source } = await setup({}, { fixtures });
    const pr = await source.getPullRequest({ owner: 'acme', repo: 'widgets', number: 42, withComments: false });
    expect(pr.files).toHaveLength(130);
    expect(gh.stats.byPath['/repos/acme/widgets/pulls/42/files']).toBe(2);
  });

  it('reports a missing pull request as NOT_FOUND', async () => {
    const { source } = await setup();
    await expect(source.getPullRequest({ owner: 'acme', repo: 'widgets', number: 999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('history (releases, tags, commits, tarball)', () => {
  it('lists releases, tags and commits', async () => {
    const { source } = await setup();
    const { releases } = await source.listReleases({ owner: 'acme', repo: 'widgets' });
    expect(releases.map((r) => r.tag)).toEqual(['v1.1.0', 'v1.0.0']);
    const { tags } = await source.listTags({ owner: 'acme', repo: 'widgets' });
    expect(tags[0]).toMatchObject({ name: 'v1.1.0', sha: expect.stringMatching(/^[0-9a-f]{40}$/) });
    const { commits } = await source.listCommits({ owner: 'acme', repo: 'widgets', path: 'src/utils', limit: 5 });
    expect(commits).toMatchObject([{ author: 'octocat', message: expect.stringContaining('#42') }]);
  });

  it('downloads a tarball following the codeload redirect', async () => {
    const { source } = await setup();
    const t = await source.getTarball({ owner: 'acme', repo: 'ledger', ref: 'v0.4.2' });
    const tar = gunzipSync(t.bytes);
    const names: string[] = [];
    for (let off = 0; off + 512 <= tar.length;) {
      const name = tar
        .subarray(off, off + 100)
        .toString()
        .replace(/\0.*$/s, '');
      if (!name) break;
      const size = parseInt(tar.subarray(off + 124, off + 136).toString(), 8);
      names.push(name.split('/').slice(1).join('/'));
      off += 512 + Math.ceil(size / 512) * 512;
    }
    expect(names).toContain('ledger/accounts.py');
    expect(t.ref).toBe('v0.4.2');
  });
});
