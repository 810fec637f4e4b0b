import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectApp, fixtureRoot } from '../support/connect.js';

const leaky = readFileSync(`${fixtureRoot}leaky.compact`, 'utf8');

// One GitHub client (@sextant/github-source); once the loopback GitHub goes away, what needs GitHub says it is
// unreachable and what still works offline, and the analysis and local search keep answering.
describe('midnight-mcp when GitHub becomes unreachable', () => {
  let app: Awaited<ReturnType<typeof connectApp>>;
  const error = async (name: string, args: Record<string, unknown> = {}) => {
    const res = await app.client.callTool({ name, arguments: args });
    expect(res.isError).toBe(true);
    return JSON.parse((res.content as { text: string }[])[0]!.text).error as { code: string; hint: string };
  };

  beforeAll(async () => {
    app = await connectApp({ env: { MIDNIGHT_GITHUB_RETRIES: '0' } });
    const indexed = await app.call('midnight-index', { repos: ['midnightntwrk/compact'] });
    expect(indexed.failed).toEqual([]);
    expect(app.github.requests.length).toBeGreaterThan(0);
    await app.github.close();
  });
  afterAll(() => app.close());

  it('answers GitHub-backed tools with UPSTREAM and a hint naming what works offline', async () => {
    const versions = await error('midnight-get-version-info', { repo: 'midnightntwrk/midnight-js' });
    expect(versions).toMatchObject({ code: 'UPSTREAM', hint: expect.stringContaining('local knowledge base') });
    const health = await app.call('midnight-health-check');
    expect(health).toMatchObject({ status: 'degraded', github: { ok: false } });
    expect(health.notes.join(' ')).toContain('Offline, the contract tools');
    const examples = await app.call('midnight-list-examples', { repos: ['midnightntwrk/example-counter'] });
    expect(examples.failed).toEqual([
      expect.objectContaining({ repo: 'midnightntwrk/example-counter', code: 'UPSTREAM' }),
    ]);
  });

  it('keeps the contract analysis and the local knowledge base answering', async () => {
    const analysis = await app.call('midnight-analyze-contract', { code: leaky });
    expect(analysis.findings.length).toBeGreaterThan(0);
    const search = await app.call('midnight-search-compact', { query: 'ledger circuit' });
    expect(JSON.stringify(search)).toContain('midnightntwrk/compact');
  });
});
