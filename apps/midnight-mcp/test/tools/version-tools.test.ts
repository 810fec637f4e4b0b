import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectApp } from '../support/connect.js';

describe('version tools against a loopback GitHub', () => {
  let app: Awaited<ReturnType<typeof connectApp>>;
  beforeAll(async () => {
    app = await connectApp();
  });
  afterAll(() => app.close());

  it('midnight-get-version-info: latest stable compactc release, semver order across prefixes', async () => {
    const info = await app.call('midnight-get-version-info');
    expect(info.latest).toMatchObject({
      tag: 'compactc-v0.26.0',
      product: 'compactc',
      version: '0.26.0',
      prerelease: false,
      publishedAt: '2026-05-01T10:00:00Z',
    });
    expect(info.latest.notes).toContain('language 0.18.0');
    expect(info.versions.map((v: { tag: string }) => v.tag)).toEqual([
      'compactc-v0.27.0-rc.1',
      'compactc-v0.26.0',
      'compactc-v0.25.0',
      'compactc-v0.24.0',
    ]);
  });

  it('midnight-check-breaking-changes: breaking entries between two versions, from any tag spelling', async () => {
    const res = await app.call('midnight-check-breaking-changes', { from: 'v0.24' });
    expect(res.from).toBe('0.24.0');
    expect(res.to.tag).toBe('compactc-v0.26.0');
    expect(res.breakingCount).toBe(4);
    expect(res.sections.map((s: { version: string }) => s.version)).toEqual(['0.26.0', '0.25.0']);
    expect(res.sections[0].breaking.map((b: { text: string }) => b.text)).toEqual([
      '**Breaking.** `Void` is no longer accepted as a return type; write `[]`.',
      'Witness declarations may no longer have bodies. **Breaking.** Move the body into the TypeScript witness implementation.',
    ]);
    expect(res.sections[1].breaking[0]).toMatchObject({ category: 'Breaking changes' });
    const none = await app.call('midnight-check-breaking-changes', { from: 'compactc-v0.25.0', to: '0.25.0' });
    expect(none.breakingCount).toBe(0);
  });

  it('midnight-get-migration-guide: steps in release order, then grammar differences', async () => {
    const guide = await app.call('midnight-get-migration-guide', { from: '0.24.0', to: 'compactc-v0.26.0' });
    expect(guide.steps[0]).toMatch(/^\[0\.25\.0\] Ledger fields must be declared one per/);
    expect(guide.steps[2]).toBe('[0.26.0] `Void` is no longer accepted as a return type; write `[]`.');
    expect(guide.steps.at(-1)).toContain('compactc-v0.26.0');
    expect(guide.otherChanges).toContainEqual({
      version: '0.25.0',
      text: '`sealed ledger` fields, writable only from the constructor.',
    });
    expect(guide.syntax.addedKeywords).toEqual(
      expect.arrayContaining(['sealed', 'pure', 'prefix', 'struct', 'contract']),
    );
  });

  it('midnight-compare-syntax and midnight-get-latest-syntax read the grammar document of each release', async () => {
    const diff = await app.call('midnight-compare-syntax', { from: '0.25.0', to: '0.26.0' });
    expect(diff.addedKeywords).toEqual(['contract']);
    expect(diff.addedProductions).toEqual(['ecdecl']);
    expect(diff.changedProductions).toEqual([{ production: 'pelt', added: ['ecdecl'], removed: [] }]);
    const latest = await app.call('midnight-get-latest-syntax');
    expect(latest.tag.tag).toBe('compactc-v0.26.0');
    expect(latest.keywords).toEqual(expect.arrayContaining(['circuit', 'ledger', 'witness', 'sealed', 'contract']));
    expect(latest.productions.wdecl[0]).toContain('witness id');
    expect(latest.text).toBeUndefined();
  });

  it('midnight-get-file-at-version resolves the version to its tag', async () => {
    const file = await app.call('midnight-get-file-at-version', { path: 'examples/counter.compact', version: '0.25' });
    expect(file.tag.tag).toBe('compactc-v0.25.0');
    expect(file.content).toContain('// example at 0.25.0');
    expect(file.url).toBe('https://github.com/midnightntwrk/compact/blob/compactc-v0.25.0/examples/counter.compact');
  });

  it('midnight-check-version compares the pragma with the latest language version', async () => {
    const old = await app.call('midnight-check-version', { code: 'pragma language_version >= 0.16 && <= 0.17;\n' });
    expect(old).toMatchObject({
      latestTag: 'compactc-v0.26.0',
      latestLanguageVersion: '0.18.0',
      admitsLatest: false,
      range: '>=0.16.0 <=0.17.0',
    });
    const ok = await app.call('midnight-check-version', { pragma: '>= 0.16' });
    expect(ok.admitsLatest).toBe(true);
  });

  it('reports unknown versions and files as NOT_FOUND with a hint listing known tags', async () => {
    const res = await app.client.callTool({
      name: 'midnight-check-breaking-changes',
      arguments: { from: '0.24.0', to: '9.9.9' },
    });
    expect(res.isError).toBe(true);
    const text = JSON.stringify(res.content);
    expect(text).toContain('NOT_FOUND');
    expect(text).toContain('compactc-v0.26.0');
    const missing = await app.client.callTool({
      name: 'midnight-get-file-at-version',
      arguments: { path: 'nope.md', version: '0.26.0' },
    });
    expect(JSON.stringify(missing.content)).toContain('NOT_FOUND');
  });

  it('serves repeated lookups from the cache', async () => {
    const before = app.github.requests.length;
    await app.call('midnight-get-version-info');
    expect(app.github.requests.length).toBe(before);
    const status = await app.call('midnight-get-status');
    expect(status.cache.github.hits).toBeGreaterThan(0);
    expect(status.rateBudget).toMatchObject({ limit: 60, remaining: 57 });
  });
});

describe('version tools when GitHub rate-limits', () => {
  it('returns RATE_LIMITED with a retry time and a hint', async () => {
    const app = await connectApp({ rateLimited: true });
    try {
      const res = await app.client.callTool({ name: 'midnight-get-version-info', arguments: {} });
      expect(res.isError).toBe(true);
      const text = JSON.stringify(res.content);
      expect(text).toContain('RATE_LIMITED');
      expect(text).toContain('GITHUB_TOKEN');
    } finally {
      await app.close();
    }
  });
});

describe('midnight-upgrade-check', () => {
  it('combines the pragma check, breaking changes above the pragma and outdated syntax', async () => {
    const app = await connectApp();
    try {
      const code =
        'pragma language_version >= 0.16 && <= 0.17;\nledger {\n  n: Counter;\n}\nexport circuit bump(): Void {\n  n.increment(1);\n}\n';
      const res = await app.call('midnight-upgrade-check', { code });
      expect(res).toMatchObject({
        latestTag: 'compactc-v0.26.0',
        latestLanguageVersion: '0.18.0',
        admitsLatest: false,
        verdict: 'needs-changes',
      });
      expect(res.breaking.map((b: { version: string }) => b.version)).toEqual(['0.26.0', '0.26.0', '0.25.0', '0.25.0']);
      expect(res.syntaxIssues.map((s: { line: number }) => s.line)).toEqual([2, 5]);
      const current = await app.call('midnight-upgrade-check', {
        code: 'pragma language_version >= 0.18;\nexport ledger n: Counter;\n',
      });
      expect(current).toMatchObject({ verdict: 'up-to-date', breaking: [], syntaxIssues: [] });
    } finally {
      await app.close();
    }
  });
});
