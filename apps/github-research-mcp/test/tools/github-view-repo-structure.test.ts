import { describe, expect, it } from 'vitest';
import { connect } from '../support/setup.js';

describe('githubViewRepoStructure', () => {
  it('lists a folder with paths relative to it, hiding noise, and caches repeat calls', async () => {
    const { call, gh } = await connect();
    const q = { owner: 'acme', repo: 'widgets', path: 'src', depth: 2 };
    const res = await call('githubViewRepoStructure', { queries: [q] });
    const r = res.structuredContent!.results[0]!;
    expect(r).toMatchObject({ status: 'hasResults', branch: 'main', path: 'src', totalEntries: 7 });
    expect(r.entries.map((e: { path: string }) => e.path)).toContain('auth/token-store.ts');
    expect(r.hints.join(' ')).toContain('path "src/auth"');
    const before = gh.stats.requests;
    await call('githubViewRepoStructure', { queries: [q] });
    expect(gh.stats.requests).toBe(before);
  });

  it('pages large folders and explains an unknown folder', async () => {
    const { call } = await connect();
    const res = await call('githubViewRepoStructure', {
      queries: [
        { owner: 'acme', repo: 'widgets', depth: 3, entriesPerPage: 10 },
        { owner: 'acme', repo: 'widgets', path: 'nope' },
      ],
    });
    const [paged, missing] = res.structuredContent!.results;
    expect(paged).toMatchObject({ page: 1, totalPages: 2, ignored: 7 }); // node_modules (3), dist (2), lockfile, logo.png
    expect(paged!.hints[0]).toContain('entryPageNumber 2');
    expect(missing!.error).toMatchObject({ code: 'NOT_FOUND' });
  });
});
