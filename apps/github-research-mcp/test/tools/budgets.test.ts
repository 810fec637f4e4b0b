// Default answers fit their token budgets on a realistic repository (this monorepo's sources and one long file,
// served by the loopback GitHub), counted in o200k tokens of the text the model reads; "more" gives more.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultFixtures, startFakeGitHub, type FakeRepo } from '@sextant/github-source/testing';
import { connectInMemory } from '@sextant/mcp-shell/testing';
import { countTokens } from '@sextant/toon-output/tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS } from '../../src/budgets.js';
import { createDeps, loadConfig, tools } from '../../src/index.js';
import { fakeEnv } from '../support/setup.js';

const monorepo = fileURLToPath(new URL('../../../..', import.meta.url));
const sources = readdirSync(join(monorepo, 'packages'), { withFileTypes: true, recursive: true })
  .filter((e) => e.isFile() && /\.(ts|md)$/.test(e.name) && !/node_modules|dist/.test(e.parentPath))
  .map((e) => relative(monorepo, join(e.parentPath, e.name)));
const files: Record<string, string> = Object.fromEntries(
  sources.map((p) => [p, readFileSync(join(monorepo, p), 'utf8')]),
);
// One long file: core-engine's indexing sources end to end (about 40 KB).
files['bundle/core-engine.ts'] = sources
  .filter(
    (p) =>
      p.startsWith('packages/core-engine/src/indexing/search/') ||
      p.startsWith('packages/core-engine/src/indexing/repo-index/'),
  )
  .map((p) => files[p])
  .join('\n');
const w = { owner: 'sextant', repo: 'sextant' };
const sextant: FakeRepo = {
  ...structuredClone(defaultFixtures().repos[0]!),
  owner: w.owner,
  name: w.repo,
  files,
};
type Data = { results: Record<string, unknown>[] };
let call: (
  tool: string,
  query: Record<string, unknown>,
) => Promise<{ tokens: number; result: Record<string, unknown> }>;
const open: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  const gh = await startFakeGitHub({ fixtures: { repos: [...defaultFixtures().repos, sextant] } });
  const deps = await createDeps(loadConfig(fakeEnv(gh)));
  const toon = await connectInMemory({ tools, deps });
  const json = await connectInMemory({ tools, deps, format: 'json' });
  open.push(gh, toon, json);
  const text = async (client: typeof toon.client, name: string, query: Record<string, unknown>) => {
    const r = (await client.callTool({ name, arguments: { queries: [query] } })) as { content: { text: string }[] };
    return r.content[0]!.text;
  };
  call = async (tool, query) => ({
    tokens: countTokens(await text(toon.client, tool, query)),
    result: (JSON.parse(await text(json.client, tool, query)) as Data).results[0]!,
  });
});
afterAll(async () => {
  for (const o of open.splice(0)) await o.close();
});

describe('answer budgets (o200k tokens of the text the model reads)', () => {
  it('githubGetFileContent pages a large file within its budget; charOffset and charLength give more', async () => {
    const q = { ...w, path: 'bundle/core-engine.ts', fullContent: true };
    const first = await call('githubGetFileContent', q);
    expect(first.result.status).toBe('hasResults');
    expect(first.tokens).toBeLessThanOrEqual(BUDGETS.githubGetFileContent);
    const next = (first.result.window as { nextCharOffset: number }).nextCharOffset;
    const second = await call('githubGetFileContent', { ...q, charOffset: next });
    expect(second.result.content).not.toBe(first.result.content);
    const larger = await call('githubGetFileContent', { ...q, charLength: 40_000 });
    expect((larger.result.content as string).length).toBeGreaterThan((first.result.content as string).length);
  }, 120_000);

  it('githubViewRepoStructure fits its budget at depth 4; entryPageNumber gives the next entries', async () => {
    const q = { ...w, path: 'packages', depth: 4 };
    const first = await call('githubViewRepoStructure', q);
    expect(first.tokens).toBeLessThanOrEqual(BUDGETS.githubViewRepoStructure);
    expect(first.result.totalPages as number).toBeGreaterThan(1);
    const second = await call('githubViewRepoStructure', { ...q, entryPageNumber: 2 });
    const paths = (r: Record<string, unknown>) => (r.entries as { path: string }[]).map((e) => e.path);
    expect(paths(second.result).filter((p) => paths(first.result).includes(p))).toEqual([]);
  });

  it('githubSearchCode fits its budget; page 2 gives the next files', async () => {
    const q = { ...w, keywordsToSearch: ['AppError'], limit: 20 };
    const first = await call('githubSearchCode', q);
    expect(first.tokens).toBeLessThanOrEqual(BUDGETS.githubSearchCode);
    expect(first.result.totalCount as number).toBeGreaterThan(20);
    const second = await call('githubSearchCode', { ...q, page: 2 });
    expect((second.result.files as unknown[]).length).toBeGreaterThan(0);
  });

  it('githubSearchRepositories and githubSearchPullRequests fit theirs', async () => {
    const repos = await call('githubSearchRepositories', { owner: 'acme', limit: 20 });
    expect(repos.tokens).toBeLessThanOrEqual(BUDGETS.githubSearchRepositories);
    const pr = await call('githubSearchPullRequests', {
      owner: 'acme',
      repo: 'widgets',
      prNumber: 42,
      type: 'fullContent',
      withComments: true,
    });
    expect(pr.result.status).toBe('hasResults');
    expect(pr.tokens).toBeLessThanOrEqual(BUDGETS.githubSearchPullRequests);
  });
});
