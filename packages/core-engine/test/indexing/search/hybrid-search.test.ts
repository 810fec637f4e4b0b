import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepoIndex } from '../../../src/indexing/repo-index.js';
import { silentLogger } from '../../../src/logger.js';
import { makeRepo } from '../support/git-repo.js';
import { createMemoryStore } from '../support/memory-store.js';
import { regexAdapters } from '../support/regex-adapter.js';

// A small repository whose definitions share name parts (parse/load/user/config...) and call each other,
// so every signal (lexical, symbol, graph) has ties and overlaps to order.
const verbs = ['parse', 'load', 'save', 'render', 'fetch', 'validate'];
const nouns = ['user', 'config', 'file', 'cache', 'token', 'session'];
const files: Record<string, string> = { 'README.md': '# Demo\n\nParses and loads user config files.\n' };
for (let i = 0; i < 24; i++) {
  const fns = Array.from({ length: 4 }, (_, j) => {
    const v = verbs[(i + j) % verbs.length]!;
    const n = nouns[(i * 5 + j) % nouns.length]!;
    const name = `${v}${n[0]!.toUpperCase()}${n.slice(1)}${j === 3 ? 'Record' : ''}`;
    const callee = `${verbs[(i + j + 1) % verbs.length]}${nouns[(i + 2) % nouns.length]![0]!.toUpperCase()}${nouns[(i + 2) % nouns.length]!.slice(1)}`;
    return `// ${v} the ${n} of module ${i}\nfunction ${name}(input) {\n  const value = ${callee}(input)\n  return value + ${i * 10 + j}\n}\n`;
  });
  files[`src/m${i % 4}/mod_${i}.js`] = fns.join('\n');
}
const repo = makeRepo(files);
const dir = mkdtempSync(join(tmpdir(), 'ce-search-'));
const index = createRepoIndex({ dir, store: createMemoryStore(), adapters: regexAdapters, log: silentLogger });
beforeAll(() => index.run({ root: repo.root }));
afterAll(() => [repo.root, dir].forEach((d) => rmSync(d, { recursive: true, force: true })));

const queries = [
  'parseUser',
  'parseUserRecord',
  'load_config',
  'fetchToken(',
  'user.config',
  'render',
  'validate session token',
  'how to load a user config file',
  'save cache record',
];

describe('hybrid search', () => {
  it('ranks the same chunks, scores and signals for a fixed set of queries', async () => {
    const out: Record<string, string[]> = {};
    for (const query of queries) {
      const ranked = await index.rank({ query, k: 8 });
      out[query] = ranked.map(
        (r) =>
          `${r.chunk.id} ${r.score.toFixed(6)} ${Object.entries(r.signals)
            .map(([s, n]) => `${s}=${n}`)
            .join(',')}`,
      );
    }
    await expect(JSON.stringify(out, null, 2)).toMatchFileSnapshot('__snapshots__/search-ranking.json');
  });

  it('returns the same snippets for a fixed set of queries', async () => {
    const out: Record<string, string[]> = {};
    for (const query of queries) {
      const results = await index.search({ query, k: 5, contextLines: 1 });
      out[query] = results.map((r) => `${r.path}:${r.start_line}-${r.end_line} ${r.symbol ?? ''} ${r.snippet.length}`);
    }
    await expect(JSON.stringify(out, null, 2)).toMatchFileSnapshot('__snapshots__/search-results.json');
  });
});

describe('search confidence and merging', () => {
  it('gives a made-up identifier no results instead of unrelated ones', async () => {
    expect(await index.search({ query: 'parseWidgetQuux', k: 10 })).toEqual([]);
    expect((await index.search({ query: 'parseUser', k: 10 }))[0]).toMatchObject({ symbol: 'parseUser' });
  });

  it('marks results weak when under half of a question matches, and keeps them', async () => {
    const weak = await index.search({ query: 'frobnicate quux zorp user', k: 5 });
    expect(weak.length).toBeGreaterThan(0);
    expect(weak.every((r) => r.weak)).toBe(true);
    const strong = await index.search({ query: 'validate session token', k: 5 });
    expect(strong[0]!.weak).toBeUndefined();
  });

  it('never prints the same lines of a file twice (hits within their context lines merge)', async () => {
    for (const query of queries) {
      const results = await index.search({ query, k: 10, contextLines: 3 });
      for (const a of results)
        for (const b of results)
          if (a !== b && a.path === b.path) expect(a.end_line < b.start_line || b.end_line < a.start_line).toBe(true);
    }
  });
});

describe('search trace and feedback', () => {
  it('tells a trace how long each stage of the request path took', async () => {
    const stages = new Map<string, number>();
    await index.search({ query: 'how to load a user config file', k: 5, trace: (s, ms) => stages.set(s, ms) });
    expect([...stages.keys()]).toEqual(
      expect.arrayContaining(['index state', 'lexical BM25 (FTS5)', 'fusion (RRF)', 'snippets (read, merge, floor)']),
    );
    expect([...stages.values()].every((ms) => ms >= 0)).toBe(true);
    stages.clear();
    await index.search({ query: 'parseUser', k: 5, trace: (s, ms) => stages.set(s, ms) });
    expect(stages.has('symbol match')).toBe(true);
  });

  it('adds a feedback signal to questions only when asked (RM3 is off by default)', async () => {
    const q = 'how to load a user config file';
    expect((await index.rank({ query: q, k: 20 })).some((r) => 'prf' in r.signals)).toBe(false);
    const withPrf = await index.rank({ query: q, k: 20, features: { prf: true } });
    expect(withPrf.some((r) => 'prf' in r.signals)).toBe(true);
    const name = await index.rank({ query: 'parseUser', k: 20, features: { prf: true } });
    expect(name.some((r) => 'prf' in r.signals)).toBe(false);
  });
});
