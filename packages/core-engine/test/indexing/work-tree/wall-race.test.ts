import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../src/logger.js';
import type { StoredChunk } from '../../../src/ports/vector-store.js';
import { acquire } from '../../../src/indexing/work-tree/acquire.js';
import type { ChunkSink } from '../../../src/indexing/run/chunk-sink.js';
import { checkFreshness } from '../../../src/indexing/work-tree/freshness.js';
import { produceFiles } from '../../../src/indexing/run/produce.js';
import type { IndexState } from '../../../src/indexing/state/types.js';
import { makeRepo } from '../support/git-repo.js';

const cleanup: string[] = [];
afterEach(() => {
  for (const p of cleanup.splice(0)) rmSync(p, { recursive: true, force: true });
});

function plant() {
  const repo = makeRepo({ 'src/a.txt': 'alpha notes\n', 'src/b.txt': 'bravo notes\n' });
  const outside = mkdtempSync(join(tmpdir(), 'ce-outside-'));
  cleanup.push(repo.root, outside);
  return { repo, outside };
}

/** A sink that keeps what it is given (the port, in memory). */
function keepingSink(): ChunkSink & { chunks: StoredChunk[] } {
  const chunks: StoredChunk[] = [];
  return {
    chunks,
    begin: async () => [],
    add: async (c) => void chunks.push(...c),
    seal: async () => undefined,
    commit: async () => undefined,
    discard: async () => undefined,
    timings: { staging: 0, embeddings: 0 },
  };
}

describe('the wall during an indexing run', () => {
  it('a file swapped for a link leading outside between the listing and the read is skipped and counted, not fatal', async () => {
    const { repo, outside } = plant();
    writeFileSync(join(outside, 'secret.txt'), 'outside secret marker\n');
    repo.write('src/b.txt', 'bravo notes, edited\n'); // in the overlay: read during the run
    const acquired = await acquire({ root: repo.root });
    // The race: after the walk checked src/b.txt, it becomes a link to a file outside the work tree.
    rmSync(join(repo.root, 'src/b.txt'));
    symlinkSync(join(outside, 'secret.txt'), join(repo.root, 'src/b.txt'));
    const sink = keepingSink();
    const out = await produceFiles(acquired.files, {
      acquired,
      adapters: { byPath: () => undefined },
      log: silentLogger,
      sink,
      progress: () => undefined,
    });
    expect(out.skipped).toContainEqual({ path: 'src/b.txt', reason: 'symlink_outside' });
    expect([...out.produced.keys()]).toEqual(['src/a.txt']);
    expect(sink.chunks.map((c) => c.text).join('\n')).not.toContain('outside secret marker');
  });

  it('freshness hashes through the wall: a file replaced by a link to an identical outside copy is changed', async () => {
    const { repo, outside } = plant();
    const acquired = await acquire({ root: repo.root });
    const files = Object.fromEntries(
      acquired.files.map((f) => [f.path, { hash: f.hash, language: 'text', size: f.size, chunks: [], defs: 0 }]),
    );
    const state: IndexState = {
      version: 1,
      root: repo.root,
      rev: null,
      head: acquired.head,
      dirty: [],
      files,
      skipped: [],
      rank: {},
      symbolPacks: [],
      embedder: { id: 'none', model: 'none', dimension: 0 },
      updatedAt: new Date(0).toISOString(),
      timings: {},
    };
    expect(await checkFreshness(state)).toEqual({ behind: false });
    // Same bytes, but outside the work tree: following the link would call the index fresh.
    writeFileSync(join(outside, 'copy.txt'), 'alpha notes\n');
    rmSync(join(repo.root, 'src/a.txt'));
    symlinkSync(join(outside, 'copy.txt'), join(repo.root, 'src/a.txt'));
    const f = await checkFreshness(state);
    expect(f.behind).toBe(true);
    expect(f.reason).toContain('src/a.txt');
  });
});
