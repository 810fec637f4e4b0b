import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../src/logger.js';
import type { FileProcessingPool } from '../../../src/ports/file-processing.js';
import { processJob } from '../../../src/indexing/chunking/process-file.js';
import { createRepoIndex } from '../../../src/indexing/repo-index.js';
import { makeRepo } from '../support/git-repo.js';
import { createMemoryStore } from '../support/memory-store.js';
import { regexAdapters } from '../support/regex-adapter.js';

const files = Object.fromEntries(
  Array.from({ length: 40 }, (_, i) => [
    `src/m${i}.js`,
    `function alpha${i}() {\n  return beta${(i + 1) % 40}()\n}\n\nfunction beta${i}() {\n  return ${i}\n}\n`,
  ]),
);
const repo = makeRepo(files);
const dirs: string[] = [];
afterAll(() => [repo.root, ...dirs].forEach((d) => rmSync(d, { recursive: true, force: true })));

function setup(staging: boolean, pool?: FileProcessingPool) {
  const dir = mkdtempSync(join(tmpdir(), 'ce-stream-'));
  dirs.push(dir);
  const store = createMemoryStore({ staging });
  return { dir, store, index: createRepoIndex({ dir, store, adapters: regexAdapters, log: silentLogger, pool }) };
}

/** A pool that processes files in this thread and records what it was asked to do. */
function recordingPool() {
  const asked = { warmed: 0, paths: [] as string[] };
  const pool: FileProcessingPool = {
    concurrency: 4,
    warm: () => void asked.warmed++,
    process: (job) => {
      asked.paths.push(job.path);
      return processJob(job, { adapters: regexAdapters, log: silentLogger });
    },
    dispose: async () => undefined,
  };
  return { pool, asked };
}

describe('indexing into a store with staged writes', () => {
  const held = setup(false);
  const streamed = setup(true);

  it('gives the same rows, state and search results as holding chunks until the commit', async () => {
    await held.index.run({ root: repo.root });
    await streamed.index.run({ root: repo.root });
    expect([...streamed.store.rows.keys()].sort()).toEqual([...held.store.rows.keys()].sort());
    expect(streamed.store.staged.size).toBe(0);
    const [a, b] = [(await held.index.state())!, (await streamed.index.state())!];
    expect(b.files).toEqual(a.files);
    expect(b.rank).toEqual(a.rank);
    const ids = async (i: typeof held) => (await i.index.search({ query: 'alpha7' })).map((r) => r.path);
    expect(await ids(streamed)).toEqual(await ids(held));
  });

  it('a run cancelled while files are processed leaves the previous index and drops what it staged', async () => {
    const before = await streamed.index.state();
    const rows = new Map(streamed.store.rows);
    for (let i = 0; i < 40; i++) repo.write(`src/m${i}.js`, `function gamma${i}() {\n}\n`);
    const ac = new AbortController();
    let stagedAtCancel = 0;
    const run = streamed.index.run({
      root: repo.root,
      signal: ac.signal,
      stageBatch: 5,
      onProgress: (p) => {
        if (!p.message?.includes('32/40')) return;
        stagedAtCancel = streamed.store.staged.size;
        ac.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ code: 'CANCELLED' });
    expect(await streamed.index.state()).toEqual(before);
    expect(streamed.store.rows).toEqual(rows);
    expect(stagedAtCancel).toBeGreaterThan(20);
    expect(streamed.store.staged.size).toBe(0);
    expect((await streamed.index.search({ query: 'alpha3' }))[0]!.path).toBe('src/m3.js');
  });

  it('drops rows a crashed run left staged, then commits a complete index', async () => {
    await streamed.store.staging!.stage([
      { id: 'src/ghost.js:1-1', text: 'ghost', metadata: { path: 'src/ghost.js' } },
    ]);
    await streamed.index.run({ root: repo.root });
    const state = (await streamed.index.state())!;
    expect([...streamed.store.rows.keys()].sort()).toEqual(
      Object.values(state.files)
        .flatMap((f) => f.chunks)
        .sort(),
    );
    expect(streamed.store.rows.has('src/ghost.js:1-1')).toBe(false);
    expect((await streamed.index.search({ query: 'gamma5' }))[0]!.path).toBe('src/m5.js');
  });

  it('drops staged rows of a killed run even when nothing changed since', async () => {
    await streamed.index.run({ root: repo.root });
    await streamed.store.staging!.stage([
      { id: 'src/ghost.js:1-1', text: 'ghost', metadata: { path: 'src/ghost.js' } },
    ]);
    expect(await streamed.index.run({ root: repo.root })).toMatchObject({ status: 'up_to_date' });
    expect(streamed.store.staged.size).toBe(0);
  });

  it('a run killed before its commit resumes from its staged files: not processed again, same index as a run never killed', async () => {
    const killed = setup(true);
    const staging = killed.store.staging!;
    // The process dies at the commit: nothing after it runs (the promotion nor the clean-up).
    const { promote, discard } = staging;
    staging.promote = () => Promise.reject(new Error('killed'));
    staging.discard = async (keep) => (keep ? discard(keep) : undefined);
    await expect(killed.index.run({ root: repo.root, stageBatch: 5 })).rejects.toThrow('killed');
    expect(killed.store.stagedFiles.size).toBe(40);
    Object.assign(staging, { promote, discard });
    // Since then, two files changed: their staged versions are not taken; files around them are.
    repo.write('src/m3.js', 'function delta3() {\n  return alpha4()\n}\n');
    repo.write('src/m20.js', 'function delta20() {\n}\n');
    const resumed = await killed.index.run({ root: repo.root, stageBatch: 5 });
    expect(resumed).toMatchObject({ status: 'created', resumed: 38 });
    const fresh = setup(true);
    await fresh.index.run({ root: repo.root });
    expect([...killed.store.rows.keys()].sort()).toEqual([...fresh.store.rows.keys()].sort());
    const [a, b] = [(await fresh.index.state())!, (await killed.index.state())!];
    expect(b.files).toEqual(a.files);
    expect(b.rank).toEqual(a.rank);
    expect(Object.keys(b.files)).toEqual(Object.keys(a.files));
    expect((await killed.index.search({ query: 'delta3' }))[0]!.path).toBe('src/m3.js');
  });

  it('a resumed run takes the skips a killed run judged by content as they were, without reading those files', async () => {
    // A minified bundle and a generated file among plain ones: read and judged once.
    const minified = `var a=${'x'.repeat(6000)};\n`.repeat(3);
    const judged = makeRepo({
      ...Object.fromEntries(Object.entries(files).slice(0, 12)),
      'src/bundle.js': minified,
      'src/gen.js': '// @generated by a tool\nfunction gen() {}\n',
    });
    dirs.push(judged.root);
    const killed = setup(true);
    const staging = killed.store.staging!;
    const { promote, discard } = staging;
    staging.promote = () => Promise.reject(new Error('killed'));
    staging.discard = async (keep) => (keep ? discard(keep) : undefined);
    await expect(killed.index.run({ root: judged.root, stageBatch: 5 })).rejects.toThrow('killed');
    expect([...killed.store.stagedFiles.keys()]).toEqual(expect.arrayContaining(['src/bundle.js', 'src/gen.js']));
    Object.assign(staging, { promote, discard });
    const resumed = await killed.index.run({ root: judged.root, stageBatch: 5 });
    // Every file was completed before the kill: nothing is read again.
    expect(resumed).toMatchObject({ status: 'created', resumed: 14, bytes_read: 0 });
    const fresh = setup(true);
    await fresh.index.run({ root: judged.root });
    const [a, b] = [(await fresh.index.state())!, (await killed.index.state())!];
    expect(b.skipped).toEqual(a.skipped);
    expect(b.skipped.map((f) => [f.path, f.reason])).toEqual([
      ['src/bundle.js', 'minified'],
      ['src/gen.js', 'generated'],
    ]);
    expect(b.files).toEqual(a.files);
    expect([...killed.store.rows.keys()].sort()).toEqual([...fresh.store.rows.keys()].sort());
  });

  it('a resumed run with less left to read than pays for worker start-up processes it without the pool', async () => {
    const own = makeRepo(files);
    dirs.push(own.root);
    const { pool, asked } = recordingPool();
    const killed = setup(true, pool);
    const staging = killed.store.staging!;
    const { promote, discard } = staging;
    staging.promote = () => Promise.reject(new Error('killed'));
    staging.discard = async (keep) => (keep ? discard(keep) : undefined);
    // 40 files of about 70 bytes: the whole run is worth the pool, two files of it are not.
    const poolMinBytes = 1000;
    await expect(killed.index.run({ root: own.root, stageBatch: 5, poolMinBytes })).rejects.toThrow('killed');
    expect(asked.paths).toHaveLength(40);
    Object.assign(staging, { promote, discard });
    own.write('src/m7.js', 'function gamma7() {\n  return alpha8()\n}\n');
    own.write('src/m30.js', 'function gamma30() {\n}\n');
    const [warmedBefore, askedBefore] = [asked.warmed, asked.paths.length];
    const resumed = await killed.index.run({ root: own.root, stageBatch: 5, poolMinBytes });
    expect(resumed).toMatchObject({ status: 'created', resumed: 38 });
    expect([asked.warmed, asked.paths.length]).toEqual([warmedBefore, askedBefore]);
    const fresh = setup(true, recordingPool().pool);
    await fresh.index.run({ root: own.root, poolMinBytes });
    const [a, b] = [(await fresh.index.state())!, (await killed.index.state())!];
    expect(b.files).toEqual(a.files);
    expect(b.rank).toEqual(a.rank);
    expect([...killed.store.rows.keys()].sort()).toEqual([...fresh.store.rows.keys()].sort());
    expect((await killed.index.search({ query: 'gamma7' }))[0]!.path).toBe('src/m7.js');
  });
});
