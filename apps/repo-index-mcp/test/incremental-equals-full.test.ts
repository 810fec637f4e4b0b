import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RepoIndex } from '@sextant/core-engine/indexing';
import { silentLogger } from '@sextant/core-engine';
import { createRepoIndex } from '@sextant/core-engine/indexing';
import { createLanguageRegistry } from '@sextant/language-adapters';
import type { VectorStore } from '@sextant/core-engine';
import { createVectorStore } from '@sextant/vector-search';
import { afterAll, describe, expect, it } from 'vitest';
import { makeRepo } from './support/fixture-repo.js';

// Property: after any sequence of adds, edits, deletes, renames, commits and branch switches, an index
// updated run by run answers exactly as a fresh full index of the same tree: the same files, chunks,
// ranks, and the same hits in the same order with the same scores. On this repository's own code.
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const sources = execFileSync('git', ['ls-files', 'packages/core-engine/src', 'packages/vector-search/src'], {
  cwd: repoRoot,
  encoding: 'utf8',
})
  .split('\n')
  .filter((p) => /\.(ts|md)$/.test(p) && existsSync(join(repoRoot, p)))
  .slice(0, 160)
  .map((p) => ({ path: p, text: readFileSync(join(repoRoot, p), 'utf8') }));

const queries = [
  'createLibsqlStore',
  'runIndex',
  'parse config file',
  'varint',
  'term postings cache',
  'staging discard',
  'acquire lock',
  'graph rank',
  'tokenizeCode',
  'how are errors given a hint',
  'AppError',
  'chunk ids spans',
];

/** mulberry32: a small seeded generator. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
  };
}

const dirs: string[] = [];
const stores: VectorStore[] = [];
afterAll(async () => {
  for (const s of stores) await s.dispose?.();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const adapters = createLanguageRegistry();
async function openIndex(learnVocab = false): Promise<{ index: RepoIndex; store: VectorStore }> {
  const dir = mkdtempSync(join(tmpdir(), 'rim-prop-'));
  dirs.push(dir);
  const store = await createVectorStore('libsql', { path: join(dir, 'index.db') });
  stores.push(store);
  return { index: createRepoIndex({ dir, store, adapters, log: silentLogger, learnVocab }), store };
}

/** Everything a user can observe of an index, for one comparison. */
async function observe(index: RepoIndex, store: VectorStore) {
  const m = await index.manifest();
  const state = (await index.state())!;
  const answers = [];
  for (const query of queries) {
    answers.push({
      query,
      ranked: (await index.rank({ query, k: 20 })).map((r) => ({ id: r.chunk.id, score: r.score, signals: r.signals })),
      lexical: (await store.search(query, { topK: 50 })).map((h) => ({ id: h.id, score: h.score })),
    });
  }
  return { counts: m.counts, files: state.files, rank: state.rank, chunks: await store.count!(), answers };
}

/** Each step fills `touched` with the paths it wrote (undefined when it moved HEAD: a watcher sees git's files). */
function* steps(
  seed: number,
  n: number,
  repo: ReturnType<typeof makeRepo>,
  present: Map<string, string>,
  touched: { paths?: string[] } = {},
) {
  const r = rng(seed);
  let branch = 'main';
  for (let i = 0; i < n; i++) {
    const paths = [...present.keys()];
    const op = r.pick(['add', 'add', 'edit', 'edit', 'edit', 'delete', 'rename', 'commit', 'branch'] as const);
    touched.paths = [];
    if (op === 'add') {
      const src = r.pick(sources);
      const path = present.has(src.path) ? `extra/${i}-${src.path.split('/').pop()}` : src.path;
      repo.write(path, src.text);
      present.set(path, src.text);
      touched.paths.push(path);
    } else if (op === 'edit' && paths.length) {
      const path = r.pick(paths);
      const lines = present.get(path)!.split('\n');
      const donor = r.pick(sources).text.split('\n');
      const at = r.int(lines.length);
      // Drop a few lines and put a few of another file's in their place.
      const from = r.int(donor.length);
      lines.splice(at, r.int(6), ...donor.slice(from, from + r.int(12)));
      const text = lines.join('\n');
      repo.write(path, text);
      present.set(path, text);
      touched.paths.push(path);
    } else if (op === 'delete' && paths.length > 1) {
      const path = r.pick(paths);
      unlinkSync(join(repo.root, path));
      present.delete(path);
      touched.paths.push(path);
    } else if (op === 'rename' && paths.length) {
      const path = r.pick(paths);
      const to = `moved/${i}/${path.split('/').pop()}`;
      repo.git('add', '-A');
      mkdirSync(join(repo.root, `moved/${i}`), { recursive: true });
      repo.git('mv', path, to);
      present.set(to, present.get(path)!);
      present.delete(path);
      touched.paths.push(path, `moved/${i}`);
    } else if (op === 'commit') {
      touched.paths = undefined;
      repo.git('add', '-A');
      repo.git('commit', '-q', '--allow-empty', '-m', `step ${i}`);
    } else if (op === 'branch') {
      touched.paths = undefined;
      repo.git('add', '-A');
      repo.git('commit', '-q', '--allow-empty', '-m', `step ${i}`);
      branch = branch === 'main' ? 'other' : 'main';
      if (branch === 'other' && !repo.git('branch', '--list', 'other').trim())
        repo.git('checkout', '-q', '-b', 'other', 'HEAD~1');
      else repo.git('checkout', '-q', branch);
      present.clear();
      for (const p of repo.git('ls-files').split('\n').filter(Boolean))
        present.set(p, readFileSync(join(repo.root, p), 'utf8'));
    }
    yield `${i}:${op}`;
  }
}

describe('incremental index equals a full index', () => {
  // The last case learns each index's own vocabulary (from its doc comments and README sections) too.
  for (const [seed, learnVocab] of [
    [11, false],
    [29, false],
    [11, true],
  ] as const) {
    const own = learnVocab ? ' with its own learned vocabulary' : '';
    it(`seed ${seed}${own}: after every step, the updated index answers exactly as a fresh full one`, async () => {
      const initial = Object.fromEntries(sources.slice(0, 90).map((s) => [s.path, s.text]));
      const repo = makeRepo(initial);
      dirs.push(repo.root);
      const present = new Map(Object.entries(initial));
      const inc = await openIndex(learnVocab);
      await inc.index.run({ root: repo.root });
      for (const step of steps(seed, 10, repo, present)) {
        const stats = await inc.index.run({ root: repo.root });
        const full = await openIndex(learnVocab);
        await full.index.run({ root: repo.root });
        expect(stats.files, step).toBe(present.size);
        const [a, b] = [await observe(inc.index, inc.store), await observe(full.index, full.store)];
        expect(a, step).toEqual(b);
      }
    }, 300_000);
  }

  // As a watcher runs it: each run is told the paths the step wrote (files, or the folder a rename made),
  // and asks git about those only; a step that moved HEAD lists the tree.
  it('seed 7, each run given the changed paths: the updated index answers exactly as a fresh full one', async () => {
    const initial = Object.fromEntries(sources.slice(0, 90).map((s) => [s.path, s.text]));
    const repo = makeRepo(initial);
    dirs.push(repo.root);
    const present = new Map(Object.entries(initial));
    const inc = await openIndex();
    await inc.index.run({ root: repo.root });
    const touched: { paths?: string[] } = {};
    let named = 0;
    for (const step of steps(7, 12, repo, present, touched)) {
      const stats = await inc.index.run({ root: repo.root, changed: touched.paths });
      if (stats.named !== undefined) named++;
      const full = await openIndex();
      await full.index.run({ root: repo.root });
      expect(stats.files, step).toBe(present.size);
      const [a, b] = [await observe(inc.index, inc.store), await observe(full.index, full.store)];
      expect(a, step).toEqual(b);
    }
    expect(named).toBeGreaterThanOrEqual(6);
  }, 300_000);
});
