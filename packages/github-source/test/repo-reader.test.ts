import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createRepoReader } from '../src/repo-reader.js';
import { startFakeGitHub } from '../src/testing.js';
import type { FakeGitHub } from '../src/testing.js';

const running: FakeGitHub[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((g) => g.close()));
});
async function reader(offlineHint?: string) {
  const gh = await startFakeGitHub();
  running.push(gh);
  return { gh, reader: createRepoReader({ baseUrl: gh.url, retryAfterBaseMs: 5, retries: 0, offlineHint }) };
}

describe('createRepoReader', () => {
  it('reads releases, tags, files, the tree, the head commit and the tarball by owner/name', async () => {
    const { reader: r } = await reader();
    expect((await r.listReleases('acme/widgets')).map((x) => [x.tag, x.publishedAt])).toEqual([
      ['v1.1.0', '2026-10-23T09:00:00Z'],
      ['v1.0.0', '2026-06-01T09:00:00Z'],
    ]);
    expect(await r.listTags('acme/widgets')).toEqual(['v1.1.0', 'v1.0.0']);
    const file = await r.getFile('acme/widgets', 'src/index.ts');
    expect(file).toMatchObject({ repo: 'acme/widgets', path: 'src/index.ts', ref: 'HEAD' });
    expect(file.content).toContain('TokenStore');
    expect(await r.listFiles('acme/widgets')).toContain('src/auth/token-store.ts');
    expect(await r.headCommit('acme/widgets')).toBe('3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a');
    expect(gunzipSync(await r.fetchTarball('acme/ledger')).toString('latin1')).toContain('ledger/accounts.py');
  });

  it('loads the client on the first call and reports its budget and cache', async () => {
    const { reader: r } = await reader();
    expect(r.rateBudget()).toEqual({ limit: null, remaining: null, resetAt: null });
    expect(r.cacheStats()).toEqual({ entries: 0, hits: 0, misses: 0 });
    expect(await r.ping()).toMatchObject({ ok: true });
    await r.listTags('acme/widgets');
    expect(r.rateBudget()).toMatchObject({ limit: expect.any(Number), remaining: expect.any(Number) });
    expect(r.cacheStats().misses).toBeGreaterThan(0);
  });

  it('names what still works when GitHub is unreachable, and leaves other errors alone', async () => {
    const { gh, reader: r } = await reader('Offline, the contract tools still answer.');
    await expect(r.getFile('acme/widgets', 'no/such/file')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await gh.close();
    await expect(r.listTags('acme/widgets')).rejects.toMatchObject({
      code: 'UPSTREAM',
      extra: { type: 'network', hint: 'Offline, the contract tools still answer.' },
    });
    expect(await r.ping()).toMatchObject({ ok: false });
  });
});
