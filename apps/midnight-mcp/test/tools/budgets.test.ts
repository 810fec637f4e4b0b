// Search answers fit their token budget on realistic hits (this repository's Compact sources, cut the way the
// knowledge base cuts snippets: 12 lines), counted in o200k tokens of the text the model reads; a larger
// limit gives more.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { silentLogger } from '@sextant/core-engine';
import { connectInMemory } from '@sextant/mcp-shell/testing';
import { countTokens } from '@sextant/toon-output/tokens';
import type { KnowledgeBase, KnowledgeHit } from '@sextant/vector-search/knowledge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createDeps } from '../../src/deps.js';
import { tools } from '../../src/tools/index.js';
import { SEARCH_BUDGET } from '../../src/handlers/search-tool.js';
import { findReferenceContracts } from '../../../../packages/language-adapters/test/compact/support.js';
import { tempDataDir } from '../support/connect.js';
import { startFakeGithub, type FakeGithub } from '../support/fake-github.js';

const monorepo = fileURLToPath(new URL('../../../..', import.meta.url));
// Our own contracts, and the real ones of ../shared when present (CI has them).
const reference = findReferenceContracts();
const hits: KnowledgeHit[] = [join(monorepo, 'packages'), join(monorepo, 'apps'), ...(reference ? [reference] : [])]
  .flatMap((dir) => readdirSync(dir, { withFileTypes: true, recursive: true }))
  .filter((e) => e.isFile() && e.name.endsWith('.compact') && !e.parentPath.includes('node_modules'))
  .flatMap((e) => {
    const file = join(e.parentPath, e.name);
    const path = file.startsWith(monorepo) ? relative(monorepo, file) : `contracts/${e.name}`;
    const lines = readFileSync(file, 'utf8').split('\n');
    return Array.from({ length: Math.ceil(lines.length / 12) }, (_, i) => ({
      repo: 'midnightntwrk/example-bboard',
      path,
      startLine: i * 12 + 1,
      endLine: Math.min(lines.length, i * 12 + 12),
      language: 'compact',
      snippet: lines.slice(i * 12, i * 12 + 12).join('\n'),
      score: 1 / (i + 1),
      url: `https://github.com/midnightntwrk/example-bboard/blob/0123456789abcdef/${path}#L${i * 12 + 1}-L${i * 12 + 12}`,
    }));
  })
  .filter((h) => h.snippet.trim().length > 200);
const knowledge: KnowledgeBase = {
  search: async (q) => hits.slice(0, q.limit),
  status: async () => ({
    repos: [{ repo: 'midnightntwrk/example-bboard', ref: 'main', commit: 'abc', indexedAt: '2026-01-01', chunks: 1 }],
  }),
};
let github: FakeGithub;
let call: (name: string, args: Record<string, unknown>) => Promise<{ tokens: number; hits: number }>;
const open: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  github = await startFakeGithub();
  const deps = createDeps(
    loadConfig({ MIDNIGHT_GITHUB_API_URL: github.url, MIDNIGHT_DATA_DIR: tempDataDir() }),
    silentLogger,
    { knowledge },
  );
  const toon = await connectInMemory({ tools, deps });
  const json = await connectInMemory({ tools, deps, format: 'json' });
  open.push(toon, json, github);
  const text = async (client: typeof toon.client, name: string, args: Record<string, unknown>) =>
    ((await client.callTool({ name, arguments: args })) as { content: { text: string }[] }).content[0]!.text;
  call = async (name, args) => ({
    tokens: countTokens(await text(toon.client, name, args)),
    hits: (JSON.parse(await text(json.client, name, args)) as { hits: unknown[] }).hits.length,
  });
});
afterAll(async () => {
  for (const o of open.splice(0)) await o.close();
});

describe('answer budgets (o200k tokens of the text the model reads)', () => {
  it(`has enough realistic hits to fill the budgets${reference ? '' : ' (our own contracts only: ../shared not found)'}`, () => {
    expect(hits.length).toBeGreaterThan(reference ? 50 : 30);
  });

  it.each(['midnight-search-compact', 'midnight-search-typescript', 'midnight-search-docs'])(
    `%s on defaults stays within ${SEARCH_BUDGET} tokens; a larger limit gives more`,
    async (name) => {
      const first = await call(name, { query: 'ledger circuit' });
      expect(first.tokens).toBeLessThanOrEqual(SEARCH_BUDGET);
      expect(first.hits).toBeGreaterThanOrEqual(5);
      const more = await call(name, { query: 'ledger circuit', limit: 40 });
      expect(more.hits).toBeGreaterThan(first.hits);
      expect(more.tokens).toBeLessThanOrEqual(SEARCH_BUDGET * 4);
    },
  );
});
