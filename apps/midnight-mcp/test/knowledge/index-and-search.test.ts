import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectApp } from '../support/connect.js';

describe('knowledge base: midnight-index then the search tools', () => {
  let app: Awaited<ReturnType<typeof connectApp>>;
  beforeAll(async () => {
    app = await connectApp();
  });
  afterAll(() => app.close());

  it('answers NOT_INDEXED with the command to run before anything is indexed', async () => {
    const res = await app.client.callTool({ name: 'midnight-search-compact', arguments: { query: 'increment' } });
    expect(res.isError).toBe(true);
    expect(JSON.stringify(res.content)).toMatch(/NOT_INDEXED[\s\S]*midnight-mcp index/);
  });

  it('indexes a repo from its tarball, then skips it while the commit is unchanged', async () => {
    const first = await app.call('midnight-index', { repos: ['midnightntwrk/compact', 'midnightntwrk/missing'] });
    expect(first.indexed).toEqual([
      expect.objectContaining({
        repo: 'midnightntwrk/compact',
        commit: 'sha-compactc-v0.26.0',
        files: 5,
        upToDate: false,
      }),
    ]);
    expect(first.indexed[0].chunks).toBeGreaterThan(10);
    expect(first.failed).toEqual([expect.objectContaining({ repo: 'midnightntwrk/missing' })]);
    const tarballs = () => app.github.requests.filter((r) => r.includes('/tarball/')).length;
    const before = tarballs();
    const again = await app.call('midnight-index', { repos: ['midnightntwrk/compact'] });
    expect(again.indexed[0]).toMatchObject({ upToDate: true, chunks: 0 });
    expect(tarballs()).toBe(before);
  });

  it('finds Compact declarations, TypeScript and docs with path, lines and source URL', async () => {
    const compact = await app.call('midnight-search-compact', { query: 'increment round counter' });
    expect(compact.hits[0]).toMatchObject({
      repo: 'midnightntwrk/compact',
      path: 'examples/counter.compact',
      symbol: 'increment',
      startLine: 5,
      endLine: 7,
      url: 'https://github.com/midnightntwrk/compact/blob/sha-compactc-v0.26.0/examples/counter.compact#L5-L7',
    });
    const ts = await app.call('midnight-search-typescript', { query: 'localSecretKey witness' });
    expect(ts.hits[0]).toMatchObject({ path: 'runtime/src/witness.ts', language: 'typescript' });
    const docs = await app.call('midnight-search-docs', { query: 'sealed ledger constructed' });
    expect(docs.hits[0]).toMatchObject({ path: 'docs/ledger.md', symbol: 'Sealed fields' });
    const filtered = await app.call('midnight-search-docs', { query: 'sealed ledger', path: 'nowhere/' });
    expect(filtered.hits).toEqual([]);
    const status = await app.call('midnight-get-status');
    expect(status.index.backend).toEqual({ store: 'libsql', embedder: 'none' });
    expect(status.index.repos).toEqual([
      expect.objectContaining({ repo: 'midnightntwrk/compact', commit: 'sha-compactc-v0.26.0' }),
    ]);
  });

  it('re-indexes when another ref is asked for, and indexes a local clone', async () => {
    const older = await app.call('midnight-index', { repos: ['midnightntwrk/compact@compactc-v0.25.0'] });
    expect(older.indexed[0]).toMatchObject({
      ref: 'compactc-v0.25.0',
      commit: 'sha-compactc-v0.25.0',
      upToDate: false,
    });
    const local = await app.call('midnight-index', { local: { repo: 'local/fixtures', path: '.' } });
    expect(local.indexed[0]).toMatchObject({ repo: 'local/fixtures', upToDate: false });
    const hits = await app.call('midnight-search-compact', { query: 'storeViaHelper', repo: 'local/fixtures' });
    expect(hits.hits[0]).toMatchObject({ path: 'leaky.compact', symbol: 'storeViaHelper' });
    const ctx = await app.call('midnight-get-repo-context', { topic: 'sealed ledger' });
    expect(ctx.docs.map((d: { path: string }) => d.path)).toContain('CHANGELOG.md'); // the 0.25.0 tree has no docs/ folder
    expect(ctx.note).toBeUndefined();
  });
});

describe('resource subscriptions', () => {
  it('notifies subscribers of the Compact resources when the index sees a new commit', async () => {
    const { onResourceUpdated } = await import('@sextant/mcp-shell/testing');
    const app = await connectApp();
    try {
      const updated: string[] = [];
      onResourceUpdated(app.client, (uri) => void updated.push(uri));
      await app.client.subscribeResource({ uri: 'midnight://docs/changelog' });
      await app.call('midnight-index', { repos: ['midnightntwrk/compact'] });
      for (let i = 0; i < 100 && updated.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(updated).toEqual(['midnight://docs/changelog']);
      await app.call('midnight-index', { repos: ['midnightntwrk/compact'] }); // unchanged commit: no news
      await new Promise((r) => setTimeout(r, 50));
      expect(updated).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
