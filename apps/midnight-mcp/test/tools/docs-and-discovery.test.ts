import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectApp } from '../support/connect.js';

describe('docs, health and discovery tools', () => {
  let app: Awaited<ReturnType<typeof connectApp>>;
  beforeAll(async () => {
    app = await connectApp();
  });
  afterAll(() => app.close());

  it('midnight-fetch-docs converts the article to Markdown and caches it', async () => {
    const page = await app.call('midnight-fetch-docs', { path: '/develop/tutorial' });
    expect(page.title).toBe('Build your first DApp & contract');
    expect(page.markdown).toContain('# Build your first DApp');
    expect(page.markdown).toContain('**ledger**');
    expect(page.markdown).toContain('export ledger round: Counter;');
    expect(page.markdown).toMatch(/\|\s*Counter\s*\|/);
    expect(page.markdown).not.toContain('Home'); // navigation dropped
    expect(page.markdown).not.toContain('track()');
    expect(page.cached).toBe(false);
    const again = await app.call('midnight-fetch-docs', { path: '/develop/tutorial#install' });
    expect(again.cached).toBe(true);
    expect(app.docs.gets()).toBe(1);
  });

  it('midnight-fetch-docs refuses other hosts and reports missing pages', async () => {
    const other = await app.client.callTool({
      name: 'midnight-fetch-docs',
      arguments: { path: 'https://evil.example/x' },
    });
    expect(JSON.stringify(other.content)).toContain('FORBIDDEN');
    const missing = await app.client.callTool({ name: 'midnight-fetch-docs', arguments: { path: '/nope' } });
    expect(JSON.stringify(missing.content)).toContain('NOT_FOUND');
  });

  it('midnight-health-check probes both upstreams', async () => {
    const res = await app.call('midnight-health-check');
    expect(res).toMatchObject({ status: 'healthy', github: { ok: true }, docs: { ok: true }, parser: true });
  });

  it('discovery tools list categories, their tools and suggestions', async () => {
    const cats = await app.call('midnight-list-tool-categories');
    expect(cats.categories.map((c: { name: string }) => c.name)).toEqual([
      'search',
      'analysis',
      'versions',
      'authoring',
      'docs',
      'health',
      'discovery',
    ]);
    const listed = await app.call('midnight-list-category-tools', { category: 'analysis' });
    expect(listed.tools.map((t: { name: string }) => t.name)).toEqual([
      'midnight-analyze-contract',
      'midnight-check-contracts',
      'midnight-explain-circuit',
      'midnight-extract-contract-structure',
    ]);
    const suggest = await app.call('midnight-suggest-tool', {
      task: 'what breaking changes happened since version 0.24',
    });
    expect(suggest.suggestions[0].name).toBe('midnight-check-breaking-changes');
    const all = (await app.client.listTools()).tools.map((t) => t.name);
    const categorised = cats.categories.reduce((n: number, c: { toolCount: number }) => n + c.toolCount, 0);
    expect(categorised).toBe(all.length);
  });

  it('serves the five prompts', async () => {
    const { prompts } = await app.client.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual([
      'midnight-create-contract',
      'midnight-review-contract',
      'midnight-explain-concept',
      'midnight-compare-approaches',
      'midnight-debug-contract',
    ]);
    const review = await app.client.getPrompt({
      name: 'midnight-review-contract',
      arguments: { code: 'ledger x: Field;' },
    });
    expect(JSON.stringify(review.messages)).toContain('midnight-analyze-contract');
  });
});

describe('repository tools', () => {
  let app: Awaited<ReturnType<typeof connectApp>>;
  beforeAll(async () => {
    app = await connectApp();
  });
  afterAll(() => app.close());

  it('midnight-get-latest-updates merges releases newest first and lists unreachable repos', async () => {
    const res = await app.call('midnight-get-latest-updates', { limit: 2 });
    expect(res.releases.map((r: { tag: string; version: string }) => [r.tag, r.version])).toEqual([
      ['compactc-v0.27.0-rc.1', '0.27.0-rc.1'],
      ['compactc-v0.26.0', '0.26.0'],
    ]);
    expect(res.failed.map((f: { repo: string; code: string }) => `${f.repo}:${f.code}`)).toEqual([
      'midnightntwrk/midnight-js:NOT_FOUND',
      'midnightntwrk/midnight-docs:NOT_FOUND',
      'midnightntwrk/example-counter:NOT_FOUND',
      'midnightntwrk/example-bboard:NOT_FOUND',
      'OpenZeppelin/compact-contracts:NOT_FOUND',
    ]);
  });

  it('midnight-get-file reads the default branch or a ref', async () => {
    const head = await app.call('midnight-get-file', { path: 'examples/counter.compact' });
    expect(head.content).toContain('// example at 0.26.0');
    const old = await app.call('midnight-get-file', { path: 'examples/counter.compact', ref: 'compactc-v0.24.0' });
    expect(old.content).toContain('// example at 0.24.0');
  });
});

describe('midnight-list-examples', () => {
  it('lists .compact files of the repos with parser summaries and reports missing repos', async () => {
    const app = await connectApp();
    try {
      const res = await app.call('midnight-list-examples', { repos: ['midnightntwrk/compact', 'midnightntwrk/nope'] });
      expect(res.examples).toEqual([
        {
          repo: 'midnightntwrk/compact',
          path: 'examples/counter.compact',
          circuits: ['increment'],
          ledgerFields: 1,
          witnesses: 0,
        },
      ]);
      expect(res.summarised).toBe(1);
      expect(res.failed).toEqual([expect.objectContaining({ repo: 'midnightntwrk/nope', code: 'NOT_FOUND' })]);
    } finally {
      await app.close();
    }
  });
});
