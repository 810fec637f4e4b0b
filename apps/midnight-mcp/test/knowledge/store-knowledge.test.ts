import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { silentLogger } from '@sextant/core-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createDeps } from '../../src/deps.js';
import { indexTargets } from '@sextant/vector-search/knowledge';
import { fixtureRoot, tempDataDir } from '../support/connect.js';
import { startFakeEmbeddings } from '../support/fake-embeddings.js';
import { startFakeGithub } from '../support/fake-github.js';

type FakeGithub = Awaited<ReturnType<typeof startFakeGithub>>;

function open(github: FakeGithub, env: Record<string, string> = {}) {
  const deps = createDeps(loadConfig({ MIDNIGHT_GITHUB_API_URL: github.url, ...env }), silentLogger);
  const knowledge = deps.localIndex!;
  const index = async (targets: Parameters<typeof indexTargets>[0], force = false) =>
    indexTargets(targets, { github: deps.github, knowledge, force, adapters: await deps.adapters() });
  return { deps, knowledge, index };
}

describe('knowledge base on a libsql file (vector-search)', () => {
  let github: FakeGithub;
  const dataDir = tempDataDir();
  let kb: ReturnType<typeof open>;
  beforeAll(async () => {
    github = await startFakeGithub();
    kb = open(github, { MIDNIGHT_DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await kb.deps.dispose();
    await github.close();
  });

  it('indexes a GitHub repo and a local clone into MIDNIGHT_DATA_DIR/knowledge.db', async () => {
    const { indexed, failed } = await kb.index([
      { repo: 'midnightntwrk/compact' },
      { repo: 'local/contracts', dir: fixtureRoot },
    ]);
    expect(failed).toEqual([]);
    expect(indexed.map((o) => [o.repo, o.upToDate])).toEqual([
      ['midnightntwrk/compact', false],
      ['local/contracts', false],
    ]);
    expect(existsSync(join(dataDir, 'knowledge.db'))).toBe(true);
    const status = await kb.knowledge.status();
    expect(status.repos.map((r) => [r.repo, r.commit?.startsWith('local:') ? 'local' : r.commit])).toEqual([
      ['midnightntwrk/compact', 'sha-compactc-v0.26.0'],
      ['local/contracts', 'local'],
    ]);
  });

  it('filters by repo, language and path and keeps the chunk metadata', async () => {
    const all = await kb.knowledge.search({ query: 'secretKey', kind: 'compact', limit: 10 });
    expect(new Set(all.map((h) => h.repo))).toEqual(new Set(['local/contracts']));
    expect(
      await kb.knowledge.search({ query: 'secretKey', kind: 'compact', repo: 'midnightntwrk/compact', limit: 10 }),
    ).toEqual([]);

    const ts = await kb.knowledge.search({
      query: 'secretKey witness',
      kind: 'typescript',
      language: 'typescript',
      limit: 5,
    });
    expect(ts[0]).toMatchObject({
      repo: 'midnightntwrk/compact',
      path: 'runtime/src/witness.ts',
      language: 'typescript',
    });
    expect(
      await kb.knowledge.search({ query: 'secretKey witness', kind: 'typescript', language: 'javascript', limit: 5 }),
    ).toEqual([]);

    const inExamples = await kb.knowledge.search({ query: 'increment', kind: 'compact', path: 'examples/', limit: 5 });
    expect(inExamples).toEqual([
      {
        repo: 'midnightntwrk/compact',
        path: 'examples/counter.compact',
        startLine: 5,
        endLine: 7,
        language: 'compact',
        symbol: 'increment',
        snippet: expect.stringContaining('round.increment(1)'),
        score: expect.any(Number),
        url: 'https://github.com/midnightntwrk/compact/blob/sha-compactc-v0.26.0/examples/counter.compact#L5-L7',
      },
    ]);
    expect(await kb.knowledge.search({ query: 'increment', kind: 'compact', path: 'nowhere/', limit: 5 })).toEqual([]);
  });

  it('skips an unchanged commit, replaces the chunks of a new one, and survives a restart', async () => {
    const again = await kb.index([{ repo: 'midnightntwrk/compact' }]);
    expect(again.indexed[0]).toMatchObject({ upToDate: true, chunks: 0 });
    const docsBefore = await kb.knowledge.search({
      query: 'sealed ledger',
      kind: 'docs',
      path: 'docs/ledger.md',
      limit: 5,
    });
    expect(docsBefore.length).toBeGreaterThan(0);

    const older = await kb.index([{ repo: 'midnightntwrk/compact', ref: 'compactc-v0.24.0' }]);
    expect(older.indexed[0]).toMatchObject({ commit: 'sha-compactc-v0.24.0', upToDate: false });
    // The 0.24.0 tree has no docs/ folder: the chunks of the previous commit are gone, other repos stay.
    expect(
      await kb.knowledge.search({ query: 'sealed ledger', kind: 'docs', path: 'docs/ledger.md', limit: 5 }),
    ).toEqual([]);
    const counter = await kb.knowledge.search({
      query: 'increment',
      kind: 'compact',
      repo: 'midnightntwrk/compact',
      limit: 5,
    });
    expect(counter[0]?.url).toContain('/blob/sha-compactc-v0.24.0/examples/counter.compact');
    expect((await kb.knowledge.search({ query: 'secretKey', kind: 'compact', limit: 5 })).length).toBeGreaterThan(0);

    const sameTree = await kb.index([{ repo: 'local/contracts', dir: fixtureRoot }]);
    expect(sameTree.indexed[0]).toMatchObject({ upToDate: true, chunks: 0 });

    const restarted = open(github, { MIDNIGHT_DATA_DIR: dataDir });
    try {
      expect(await restarted.knowledge.commitOf('midnightntwrk/compact')).toBe('sha-compactc-v0.24.0');
      const hits = await restarted.knowledge.search({
        query: 'increment',
        kind: 'compact',
        repo: 'midnightntwrk/compact',
        limit: 1,
      });
      expect(hits[0]).toMatchObject({ path: 'examples/counter.compact', symbol: 'increment' });
    } finally {
      await restarted.deps.dispose();
    }
  });
});

describe('concurrent index calls', () => {
  it('keep every repository in the manifest', async () => {
    const github = await startFakeGithub();
    const kb = open(github, { MIDNIGHT_DATA_DIR: tempDataDir() });
    try {
      const chunk = (repo: string) => ({
        repo,
        path: 'a.compact',
        startLine: 1,
        endLine: 1,
        language: 'compact',
        kind: 'compact' as const,
        text: `export circuit go${repo.length}(): [] {}`,
      });
      const repos = ['acme/one', 'acme/two', 'acme/three', 'acme/four'];
      await Promise.all(repos.map((r) => kb.knowledge.replaceRepo(r, 'main', `sha-${r}`, [chunk(r)])));
      const status = await kb.knowledge.status();
      expect(status.repos.map((r) => r.repo).sort()).toEqual([...repos].sort());
    } finally {
      await kb.deps.dispose();
      await github.close();
    }
  });
});

describe('local clones', () => {
  it('are re-indexed when a file changes, and their old chunks are replaced', async () => {
    const github = await startFakeGithub();
    const kb = open(github, { MIDNIGHT_DATA_DIR: tempDataDir() });
    const dir = mkdtempSync(join(tmpdir(), 'midnight-clone-'));
    const write = (name: string) =>
      writeFileSync(
        join(dir, 'token.compact'),
        `export ledger supply: Uint<64>;\nexport circuit ${name}(): [] {\n  supply = 1;\n}\n`,
      );
    try {
      write('mintOnce');
      const first = await kb.index([{ repo: 'acme/token', dir }]);
      expect(first.indexed[0]).toMatchObject({ upToDate: false, files: 1 });
      expect((await kb.index([{ repo: 'acme/token', dir }])).indexed[0]).toMatchObject({ upToDate: true });
      write('burnOnce');
      const second = await kb.index([{ repo: 'acme/token', dir }]);
      expect(second.indexed[0]).toMatchObject({ upToDate: false });
      expect(second.indexed[0]?.commit).not.toBe(first.indexed[0]?.commit);
      const search = (query: string) => kb.knowledge.search({ query, kind: 'compact', repo: 'acme/token', limit: 5 });
      expect((await search('burnOnce'))[0]).toMatchObject({ symbol: 'burnOnce', path: 'token.compact' });
      // The old chunk is gone: nothing holds mintOnce (only burnOnce's shared word "once" can answer).
      expect((await search('mintOnce')).filter((h) => h.snippet.includes('mintOnce'))).toEqual([]);
    } finally {
      await kb.deps.dispose();
      await github.close();
    }
  });
});

describe('hybrid search with an OpenAI-compatible embedder', () => {
  it('finds a chunk by meaning when no chunk contains the query word, which lexical search cannot', async () => {
    const github = await startFakeGithub();
    const embeddings = await startFakeEmbeddings({ tally: 'counter' });
    const hybrid = open(github, {
      MIDNIGHT_DATA_DIR: tempDataDir(),
      EMBEDDER: 'openai',
      OPENAI_BASE_URL: embeddings.url,
    });
    const lexical = open(github, { MIDNIGHT_DATA_DIR: tempDataDir() });
    try {
      for (const kb of [hybrid, lexical])
        expect((await kb.index([{ repo: 'midnightntwrk/compact' }])).failed).toEqual([]);
      expect(embeddings.inputs.flat().some((t) => t.startsWith('examples/counter.compact\n'))).toBe(true);
      const query = { query: 'tally', kind: 'compact' as const, limit: 3 };
      expect(await lexical.knowledge.search(query)).toEqual([]);
      const hits = await hybrid.knowledge.search(query);
      expect(hits[0]).toMatchObject({ path: 'examples/counter.compact' });
      expect(embeddings.inputs.at(-1)).toEqual(['tally']);
      // A forced re-index of the same commit takes every vector from the embedding cache.
      const requests = embeddings.inputs.length;
      expect((await hybrid.index([{ repo: 'midnightntwrk/compact' }], true)).indexed[0]).toMatchObject({
        upToDate: false,
      });
      expect(embeddings.inputs).toHaveLength(requests);
      expect((await hybrid.knowledge.search(query))[0]).toMatchObject({ path: 'examples/counter.compact' });
      expect((await hybrid.knowledge.status()).backend).toEqual({
        store: 'libsql',
        embedder: 'openai',
        model: 'text-embedding-3-small',
      });
    } finally {
      await hybrid.deps.dispose();
      await lexical.deps.dispose();
      await embeddings.close();
      await github.close();
    }
  });
});

describe('knowledge base configuration', () => {
  it('asks for CHROMA_URL when VECTOR_STORE=chroma has none', () => {
    expect(() => loadConfig({ VECTOR_STORE: 'chroma' })).toThrow(/CHROMA_URL/);
  });

  it('reports an unreachable Chroma server as UPSTREAM with a hint, on first use rather than at start-up', async () => {
    const deps = createDeps(
      loadConfig({ MIDNIGHT_DATA_DIR: tempDataDir(), VECTOR_STORE: 'chroma', CHROMA_URL: 'http://127.0.0.1:9' }),
      silentLogger,
    );
    await expect(deps.knowledge.status()).rejects.toMatchObject({
      code: 'UPSTREAM',
      extra: { hint: expect.stringContaining('CHROMA_URL') },
    });
    await deps.dispose();
  });
});
