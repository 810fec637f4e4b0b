import { describe, expect, it } from 'vitest';
import { connect } from '../support/setup.js';

describe('githubSearchRepositories', () => {
  it('finds repositories by keywords and topics, sorted by stars', async () => {
    const { call } = await connect();
    const res = await call('githubSearchRepositories', {
      queries: [
        { owner: 'acme', sort: 'stars' },
        { topicsToSearch: ['accounting'], language: 'Python' },
        { keywordsToSearch: ['blockchain'] },
      ],
    });
    const [byOwner, byTopic, none] = res.structuredContent!.results;
    expect(byOwner!.repositories.map((r: { repo: string }) => r.repo)).toEqual(['acme/widgets', 'acme/ledger']);
    expect(byTopic!.repositories[0]).toMatchObject({ repo: 'acme/ledger', stars: 342, defaultBranch: 'main' });
    expect(byTopic!.hints[0]).toContain('githubViewRepoStructure');
    expect(none!.status).toBe('empty');
  });

  it('rejects a search without keywords, topics or owner', async () => {
    const { call } = await connect();
    const r = (await call('githubSearchRepositories', { queries: [{ stars: '>10' }] })).structuredContent!.results[0]!;
    expect(r.error).toMatchObject({ code: 'INVALID_INPUT' });
  });
});
