import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/logger.js';
import { createRepoIndex } from '../../src/indexing/repo-index.js';
import { createStateStore } from '../../src/indexing/state/state-store.js';
import { makeRepo } from './support/git-repo.js';
import { createMemoryStore } from './support/memory-store.js';
import { regexAdapters } from './support/regex-adapter.js';

const repo = makeRepo({
  'src/date.js': 'function formatDate(d) {\n  return d.toISOString()\n}\n',
  'src/page.js':
    'class Page {\n  render() {\n    return formatDate(new Date())\n  }\n}\n\nfunction renderPage() {\n  return new Page().render()\n}\n',
  'README.md': '# Demo\n\nRenders pages with dates.\n',
});
const dirs: string[] = [];
afterAll(() => [repo.root, ...dirs].forEach((d) => rmSync(d, { recursive: true, force: true })));

function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'ce-index-'));
  dirs.push(dir);
  const store = createMemoryStore();
  return { dir, store, index: createRepoIndex({ dir, store, adapters: regexAdapters, log: silentLogger }) };
}

describe('repo index', () => {
  const { index, store, dir } = setup();

  it('indexes a repository: chunks per definition, manifest, logs, progress', async () => {
    const progress: number[] = [];
    const stats = await index.run({ root: repo.root, onProgress: (p) => progress.push(p.progress) });
    expect(stats).toMatchObject({ status: 'created', files: 3, changed: 3, removed: 0 });
    expect(progress.at(-1)).toBe(100);
    expect([...store.rows.keys()].sort()).toEqual([
      'README.md:1-3',
      'src/date.js:1-3',
      'src/page.js:1-5',
      'src/page.js:7-9',
    ]);
    const m = await index.manifest();
    expect(m).toMatchObject({
      counts: { files: 3, chunks: 4, definitions: 4 },
      languages: { javascript: 2, markdown: 1 },
      dirty: [],
    });
    expect(await index.logs()).toMatch(/created[\s\S]*3 indexed, 3 re-processed/);
  });

  it('returns at once when nothing changed', async () => {
    expect(await index.run({ root: repo.root })).toMatchObject({ status: 'up_to_date', changed: 0 });
  });

  it('searches: symbol names, nested duplicates merged, context lines from the file', async () => {
    const results = await index.search({ query: 'formatDate', k: 5, contextLines: 1 });
    expect(results[0]).toMatchObject({
      path: 'src/date.js',
      start_line: 1,
      symbol: 'formatDate',
      language: 'javascript',
    });
    expect(results[0]!.signals).toHaveProperty('symbol', 1);
    expect(results[0]!.snippet).toContain('toISOString');
    expect(new Set(results.map((r) => `${r.path}:${r.start_line}`)).size).toBe(results.length);
    await expect(index.search({ query: '  ' })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('graph expansion brings in definitions the best hit references', async () => {
    const ranked = await index.rank({ query: 'Page render', k: 5, features: { graph: true } });
    const date = ranked.find((r) => r.chunk.metadata.path === 'src/date.js');
    expect(date?.signals).toHaveProperty('graph');
  });

  it('re-processes only the changed file and says when the index is behind', async () => {
    repo.write('src/date.js', 'function formatDate(d) {\n  return d.toUTCString()\n}\n');
    expect(await index.freshness()).toMatchObject({ behind: true, reason: expect.stringContaining('src/date.js') });
    const stats = await index.run({ root: repo.root });
    expect(stats).toMatchObject({ status: 'updated', changed: 1 });
    expect((await index.state())!.dirty).toEqual(['src/date.js']);
    expect(await index.freshness()).toEqual({ behind: false });
    expect(store.rows.get('src/date.js:1-3')!.text).toContain('toUTCString');
  });

  it('drops deleted files', async () => {
    rmSync(join(repo.root, 'README.md'));
    expect(await index.run({ root: repo.root })).toMatchObject({ removed: 1 });
    expect(await store.count({ path: 'README.md' })).toBe(0);
  });

  it('a cancelled run leaves the previous index intact and usable', async () => {
    repo.write('src/extra.js', 'function extra() {\n}\n');
    const before = await index.state();
    const ac = new AbortController();
    ac.abort();
    await expect(index.run({ root: repo.root, signal: ac.signal })).rejects.toMatchObject({ code: 'CANCELLED' });
    expect(await index.state()).toEqual(before);
    expect((await index.search({ query: 'formatDate' }))[0]!.path).toBe('src/date.js');
    expect(existsSync(join(dir, 'lock'))).toBe(false);
  });

  it('repairs an interrupted commit from its journal', async () => {
    // A crash after the store was touched but before the state was written: orphan rows, journal left.
    await store.upsert([{ id: 'src/extra.js:9-9', text: 'orphan', metadata: { path: 'src/extra.js' } }]);
    await createStateStore(dir).writeJournal(['src/extra.js']);
    await index.run({ root: repo.root });
    expect((await store.get!(['src/extra.js:9-9'])).length).toBe(0);
    expect(await store.count({ path: 'src/extra.js' })).toBe(1);
    expect(existsSync(join(dir, 'journal.json'))).toBe(false);
  });

  it('concurrent runs share one run and leave a consistent index', async () => {
    repo.write('src/more.js', 'function more() {\n}\n');
    const [a, b] = await Promise.all([index.run({ root: repo.root }), index.run({ root: repo.root })]);
    expect(a).toBe(b);
    const other = createRepoIndex({ dir, store, adapters: regexAdapters, log: silentLogger });
    repo.write('src/more.js', 'function more2() {\n}\n');
    await Promise.all([index.run({ root: repo.root }), other.run({ root: repo.root })]);
    const state = (await index.state())!;
    const ids = Object.values(state.files)
      .flatMap((f) => f.chunks)
      .sort();
    expect(ids).toEqual([...store.rows.keys()].sort());
  });

  it("many small updates merge their symbol packs, keep the full run's pack, and every symbol stays findable", async () => {
    const fresh = setup();
    await fresh.index.run({ root: repo.root });
    const base = (await fresh.index.state())!.symbolPacks[0];
    for (let i = 0; i < 18; i++) {
      repo.write('src/more.js', `function more${i}() {\n}\n`);
      await fresh.index.run({ root: repo.root });
    }
    const state = (await fresh.index.state())!;
    expect(state.symbolPacks.length).toBeLessThanOrEqual(17);
    expect(state.symbolPacks[0]).toBe(base);
    expect(readdirSync(join(fresh.dir, 'symbols')).length).toBe(state.symbolPacks.length);
    // A new process reads only the packs the state names, and finds old and new definitions.
    const reopened = createRepoIndex({
      dir: fresh.dir,
      store: fresh.store,
      adapters: regexAdapters,
      log: silentLogger,
    });
    const names = (await reopened.symbols()).symbols.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['formatDate', 'renderPage', 'more17']));
    expect(names).not.toContain('more16');
  });

  it('renders a repo map within the token budget', async () => {
    const { map, tokens } = await index.map({ tokens: 40 });
    expect(map.split('\n')[0]).toBe('src/date.js:');
    expect(tokens).toBeLessThanOrEqual(40);
  });

  it('exports a bundle another index loads and searches', async () => {
    const bundle = await index.exportBundle();
    const copy = setup();
    const manifest = await copy.index.importBundle(bundle);
    expect(manifest.counts.chunks).toBe(await store.count());
    expect((await copy.index.search({ query: 'formatDate' }))[0]!.path).toBe('src/date.js');
    await expect(copy.index.importBundle(Buffer.from('junk'))).rejects.toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('indexes a revision', async () => {
    const { index: revIndex } = setup();
    const stats = await revIndex.run({ root: repo.root, rev: 'HEAD' });
    expect(stats.files).toBe(3);
    expect((await revIndex.state())!.rev).toBe('HEAD');
  });

  it('indexes only the languages asked for, reporting the rest as filtered', async () => {
    const { index: only } = setup();
    repo.write('notes.md', '# Notes\n');
    const stats = await only.run({ root: repo.root, languages: ['markdown'] });
    const state = (await only.state())!;
    expect(Object.keys(state.files)).toEqual(['notes.md']);
    expect(stats.files).toBe(1);
    expect(state.skipped.filter((s) => s.reason === 'language_filtered').map((s) => s.path)).toContain('src/date.js');
    rmSync(join(repo.root, 'notes.md'));
  });

  it('says NOT_INDEXED before the first run', async () => {
    await expect(setup().index.search({ query: 'x' })).rejects.toMatchObject({ code: 'NOT_INDEXED' });
  });
});

describe('minified files', () => {
  it('are skipped with the reason minified, counted in the manifest and logs, and not re-read', async () => {
    const min = makeRepo({
      'src/app.js': 'function app() {\n  return 1\n}\n',
      'src/vendor.js': `/*! v1 */\n${'var a=function(b){return b+1},c=a(2);'.repeat(400)}\n`,
    });
    dirs.push(min.root);
    const { index } = setup();
    const stats = await index.run({ root: min.root });
    const state = (await index.state())!;
    expect(Object.keys(state.files)).toEqual(['src/app.js']);
    expect(state.skipped).toEqual([{ path: 'src/vendor.js', reason: 'minified', hash: expect.any(String) }]);
    expect((await index.manifest()).skipped_by_reason).toEqual({ minified: 1 });
    expect(await index.logs()).toMatch(/skipped: 1 \(minified 1\)/);
    expect(stats.skipped).toBe(1);
    min.write('src/app.js', 'function app2() {\n}\n');
    expect(await index.run({ root: min.root })).toMatchObject({ changed: 1, bytes_read: 20 });
  });
});

describe('a restarted index', () => {
  it('readies its file graph once, and its first update ranks exactly as a full index of the same tree', async () => {
    const files = {
      'src/date.js': 'function formatDate(d) {\n  return d.toISOString()\n}\n',
      'src/page.js': 'function renderPage() {\n  return formatDate(new Date())\n}\n',
      'src/app.js': 'function main() {\n  return renderPage()\n}\n',
    };
    const r = makeRepo(files);
    const dir = mkdtempSync(join(tmpdir(), 'ce-index-'));
    const fullDir = mkdtempSync(join(tmpdir(), 'ce-index-'));
    dirs.push(r.root, dir, fullDir);
    const store = createMemoryStore();
    const open = () => createRepoIndex({ dir, store, adapters: regexAdapters, log: silentLogger });
    await open().run({ root: r.root });

    const restarted = open();
    expect(await restarted.warm()).toBe(true);
    expect(await restarted.warm()).toBe(false);
    r.write('src/app.js', 'function main() {\n  return renderPage() + formatDate(new Date())\n}\n');
    expect(await restarted.run({ root: r.root })).toMatchObject({ status: 'updated', changed: 1 });

    const full = createRepoIndex({
      dir: fullDir,
      store: createMemoryStore(),
      adapters: regexAdapters,
      log: silentLogger,
    });
    await full.run({ root: r.root });
    const rank = (await restarted.state())!.rank;
    expect(Object.keys(rank).sort()).toEqual(Object.keys(files).sort());
    expect(rank).toEqual((await full.state())!.rank);
  });
});
