import { silentLogger } from '@sextant/core-engine';
import { connectInMemory } from '@sextant/mcp-shell/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createDeps } from '../../src/deps.js';
import { tempDataDir } from '../support/connect.js';
import type { KnowledgeBase, KnowledgeHit, KnowledgeQuery } from '@sextant/vector-search/knowledge';
import { tools } from '../../src/tools/index.js';
import { startFakeGithub } from '../support/fake-github.js';
import type { FakeGithub } from '../support/fake-github.js';

// A small in-memory knowledge base implementing the port: term overlap scoring over fixed chunks.
function memoryKnowledge(
  chunks: (Omit<KnowledgeHit, 'score'> & { kind: KnowledgeQuery['kind'] })[],
): KnowledgeBase & { queries: KnowledgeQuery[] } {
  const queries: KnowledgeQuery[] = [];
  return {
    queries,
    async search(q) {
      queries.push(q);
      const terms = q.query.toLowerCase().split(/\W+/).filter(Boolean);
      return chunks
        .filter((c) => c.kind === q.kind && (!q.repo || c.repo === q.repo) && (!q.path || c.path.includes(q.path)))
        .map(({ kind: _kind, ...c }) => ({
          ...c,
          score: terms.filter((t) => c.snippet.toLowerCase().includes(t)).length,
        }))
        .filter((h) => h.score > 0)
        .sort((a, b) => b.score - a.score)
        .slice(0, q.limit);
    },
    async status() {
      return {
        repos: [
          {
            repo: 'midnightntwrk/example-bboard',
            ref: 'main',
            commit: 'abc',
            indexedAt: '2026-01-01T00:00:00Z',
            chunks: 2,
          },
        ],
      };
    },
  };
}

const chunk = (kind: KnowledgeQuery['kind'], path: string, snippet: string) => ({
  kind,
  repo: 'midnightntwrk/example-bboard',
  path,
  startLine: 10,
  endLine: 20,
  language: kind === 'docs' ? 'markdown' : kind,
  snippet,
  url: `https://github.com/midnightntwrk/example-bboard/blob/abc/${path}#L10-L20`,
});

describe('search tools and get-repo-context', () => {
  let github: FakeGithub;
  beforeAll(async () => {
    github = await startFakeGithub();
  });
  afterAll(() => github.close());
  const config = () => loadConfig({ MIDNIGHT_GITHUB_API_URL: github.url, MIDNIGHT_DATA_DIR: tempDataDir() });

  it('pass filters to the knowledge base and return its hits', async () => {
    const knowledge = memoryKnowledge([
      chunk(
        'compact',
        'contract/src/bboard.compact',
        'export circuit post(newMessage: Opaque<"string">): [] { owner = disclose(publicKey(...)); }',
      ),
      chunk('compact', 'contract/src/other.compact', 'export circuit takeDown(): Opaque<"string">'),
      chunk('docs', 'docs/bboard.md', 'The bulletin board lets one user post a message.'),
    ]);
    const { client, close } = await connectInMemory({
      tools,
      deps: createDeps(config(), silentLogger, { knowledge }),
      format: 'json',
    });
    const res = await client.callTool({
      name: 'midnight-search-compact',
      arguments: { query: 'post disclose', path: 'bboard', limit: 5 },
    });
    expect((res.structuredContent as { hits: KnowledgeHit[] }).hits.map((h) => [h.path, h.score])).toEqual([
      ['contract/src/bboard.compact', 2],
    ]);
    expect(knowledge.queries[0]).toEqual({ query: 'post disclose', path: 'bboard', limit: 5, kind: 'compact' });
    const ctx = await client.callTool({ name: 'midnight-get-repo-context', arguments: { topic: 'post message' } });
    expect(ctx.structuredContent).toMatchObject({
      latestTag: 'compactc-v0.26.0',
      languageVersion: '0.18.0',
      docs: [expect.objectContaining({ path: 'docs/bboard.md' })],
      breakingInLatest: expect.arrayContaining([expect.stringContaining('Void')]),
    });
    await close();
  });

  it('say NOT_INDEXED with a hint while the local index is empty, and get-repo-context still answers', async () => {
    const { client, close } = await connectInMemory({
      tools,
      deps: createDeps(config(), silentLogger),
      format: 'json',
    });
    const res = await client.callTool({ name: 'midnight-search-docs', arguments: { query: 'ledger' } });
    expect(res.isError).toBe(true);
    expect(JSON.stringify(res.content)).toContain('NOT_INDEXED');
    const ctx = await client.callTool({ name: 'midnight-get-repo-context', arguments: { topic: 'ledger' } });
    expect(ctx.structuredContent).toMatchObject({
      code: null,
      docs: null,
      note: expect.stringContaining('knowledge base is empty'),
    });
    await close();
  });
});
