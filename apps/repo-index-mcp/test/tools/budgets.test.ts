// Default answers fit their token budgets on a realistic repository (this monorepo's core-engine and mcp-shell,
// sources and tests), counted in o200k tokens of the text the model reads; the documented "more" paths give more.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectInMemory } from '@sextant/mcp-shell/testing';
import { countTokens } from '@sextant/toon-output/tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '@sextant/core-engine';
import { loadConfig } from '../../src/config.js';
import { createDeps } from '../../src/deps.js';
import type { AppDeps } from '../../src/deps.js';
import { tools } from '../../src/tools/index.js';
import { SEARCH_BUDGET } from '../../src/tools/search-results.js';
import { makeRepo } from '../support/fixture-repo.js';

const monorepo = fileURLToPath(new URL('../../../..', import.meta.url));
const sources = (dir: string): string[] =>
  readdirSync(join(monorepo, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => relative(monorepo, join(e.parentPath, e.name)));
const files = Object.fromEntries(
  ['packages/core-engine/src', 'packages/mcp-shell/src', 'packages/mcp-shell/test']
    .flatMap(sources)
    .map((p) => [p, readFileSync(join(monorepo, p), 'utf8')]),
);
const base = mkdtempSync(join(tmpdir(), 'ri-budgets-'));
const repo = makeRepo(files, base);
let deps: AppDeps;
let call: (name: string, args: Record<string, unknown>) => Promise<{ text: string; data: Record<string, unknown> }>;
let closeClient: () => Promise<void>;
const queries = ['verify the bearer token of an HTTP request', 'AppError', 'how are tool errors mapped to results'];

// The same calls twice: the TOON text (the default format, what the model reads) and JSON (the data, to assert on).
beforeAll(async () => {
  deps = createDeps(loadConfig({ SEXTANT_DATA_DIR: join(base, 'data'), WATCH_MAX: '0' }), silentLogger);
  const toon = await connectInMemory({ tools, deps, roots: [base] });
  const json = await connectInMemory({ tools, deps, roots: [base], format: 'json' });
  closeClient = async () => {
    await toon.close();
    await json.close();
  };
  const textOf = async (client: typeof toon.client, name: string, args: Record<string, unknown>) => {
    const r = (await client.callTool({ name, arguments: args })) as { content: { text: string }[]; isError?: boolean };
    expect(r.isError, r.content[0]!.text).toBeFalsy();
    return r.content[0]!.text;
  };
  call = async (name, args) => ({
    text: await textOf(toon.client, name, args),
    data: JSON.parse(await textOf(json.client, name, args)) as Record<string, unknown>,
  });
  await call('ensure_repo_index', { path: repo.root });
});
afterAll(async () => {
  await closeClient();
  await deps.dispose();
  rmSync(base, { recursive: true, force: true });
});

describe('answer budgets (o200k tokens of the text the model reads)', () => {
  it.each(queries)(
    `search_repo on defaults stays within ${SEARCH_BUDGET} tokens: one entry per file (%s)`,
    async (query) => {
      const { text, data } = await call('search_repo', { path: repo.root, query });
      expect(countTokens(text)).toBeLessThanOrEqual(SEARCH_BUDGET);
      const results = data.results as { path: string; lines: string[]; snippet: string }[];
      expect(results.length).toBeGreaterThanOrEqual(5);
      expect(new Set(results.map((r) => r.path)).size).toBe(results.length);
      expect(data.next_offset).toBe(results.length);
      // More: the next files by offset, more files by k, longer snippets by detail "full".
      const next = await call('search_repo', { path: repo.root, query, offset: data.next_offset });
      const nextPaths = (next.data.results as { path: string }[]).map((r) => r.path);
      expect(nextPaths.length).toBeGreaterThan(0);
      expect(nextPaths.filter((p) => results.some((r) => r.path === p))).toEqual([]);
      const wider = await call('search_repo', { path: repo.root, query, k: 20, token_budget: 8000 });
      expect((wider.data.results as unknown[]).length).toBeGreaterThan(results.length);
      const full = await call('search_repo', { path: repo.root, query, detail: 'full' });
      expect(countTokens(full.text)).toBeGreaterThan(countTokens(text));
    },
  );

  it('repo_map fits its tokens (1024 by default) and grows with them', async () => {
    const small = await call('repo_map', { path: repo.root });
    expect(countTokens(small.text)).toBeLessThanOrEqual(1024);
    const large = await call('repo_map', { path: repo.root, tokens: 4000 });
    expect(countTokens(large.text)).toBeLessThanOrEqual(4000);
    expect(large.data.files as number).toBeGreaterThan(small.data.files as number);
  });

  it('get_repo_bundle answers with the file (under 300 tokens); inline: true adds the bytes', async () => {
    const { index_id } = (await call('search_repo', { path: repo.root, query: 'x' })).data as { index_id: string };
    const plain = await call('get_repo_bundle', { index_id });
    expect(countTokens(plain.text)).toBeLessThanOrEqual(300);
    expect(plain.data.data_base64).toBeUndefined();
    const inline = await call('get_repo_bundle', { index_id, inline: true });
    expect((inline.data.data_base64 as string).length).toBeGreaterThan(1000);
  });
});
