import { appendFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStateStore } from '../../../src/indexing/state/state-store.js';
import { stateToJson } from '../../../src/indexing/state/state-json.js';
import type { FileEntry, IndexState } from '../../../src/indexing/state/types.js';

const root = mkdtempSync(join(tmpdir(), 'ce-state-file-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const freshDir = () => join(root, `d${n++}`);

const entry = (hash: string, spans = ['1-3']): FileEntry => ({
  hash,
  language: 'typescript',
  size: 10,
  chunks: spans.map((s) => `x:${s}`),
  defs: 1,
});
const withPath = (path: string, e: FileEntry): FileEntry => ({
  ...e,
  chunks: e.chunks.map((c) => c.replace('x:', `${path}:`)),
});

/** A state of `count` files (f0000.ts…), each ranked 1/count. */
function bigState(count: number): IndexState {
  const files: IndexState['files'] = {};
  const rank: IndexState['rank'] = {};
  for (let i = 0; i < count; i++) {
    const p = `src/f${String(i).padStart(4, '0')}.ts`;
    files[p] = withPath(p, entry(`h${i}`));
    rank[p] = 1 / count;
  }
  return {
    version: 1,
    root: '/repo',
    rev: null,
    head: 'c1',
    dirty: [],
    files,
    skipped: [{ path: 'gen.d.ts', reason: 'generated', hash: 'g1' }],
    rank,
    symbolPacks: ['p1'],
    embedder: { id: 'none', model: 'none', dimension: 0 },
    updatedAt: '2026-01-01T00:00:00.000Z',
    timings: {},
    storeGeneration: 1,
  };
}

/** `prev` with one file's entry replaced (a one-file update), as a run makes it. */
function edited(prev: IndexState, path: string, hash: string, extra: Partial<IndexState> = {}): IndexState {
  return {
    ...prev,
    files: { ...prev.files, [path]: withPath(path, entry(hash, ['1-2', '4-9'])) },
    updatedAt: new Date().toISOString(),
    ...extra,
  };
}

const logsOf = (dir: string) => readdirSync(dir).filter((f) => /^state\..+\.log$/.test(f));
const plain = (s: IndexState | undefined) => JSON.parse(JSON.stringify(s)) as IndexState;

describe('state file: a base snapshot and a log of runs', () => {
  it('a one-file update appends a short line; the base is not rewritten; another process reads the same state', async () => {
    const dir = freshDir();
    const writer = createStateStore(dir);
    const s0 = bigState(2000);
    await writer.writeState(s0);
    const reader = createStateStore(dir);
    expect(plain(await reader.readState())).toEqual(plain(s0));
    const base = statSync(join(dir, 'state.json'));

    const s1 = edited(s0, 'src/f0007.ts', 'h7b', { head: 'c2' });
    await writer.writeState(s1, { from: s0, touched: ['src/f0007.ts'] });
    expect(await writer.readState()).toBe(s1);
    const after = statSync(join(dir, 'state.json'));
    expect([after.mtimeMs, after.ino]).toEqual([base.mtimeMs, base.ino]);
    const [log] = logsOf(dir);
    expect(statSync(join(dir, log!)).size).toBeLessThan(1000);
    // The reader applies the appended line to the state it had.
    expect(plain(await reader.readState())).toEqual(plain(s1));
    // And a process starting now reads base plus log.
    expect(plain(await createStateStore(dir).readState())).toEqual(plain(s1));
  });

  it('carries removed files, new files (in path order), changed ranks and skipped lists', async () => {
    const dir = freshDir();
    const writer = createStateStore(dir);
    const s0 = bigState(50);
    await writer.writeState(s0);
    const files = { ...s0.files };
    delete files['src/f0003.ts'];
    files['src/a-new.ts'] = withPath('src/a-new.ts', entry('hn'));
    const rank: IndexState['rank'] = { ...s0.rank, 'src/f0001.ts': 0.5, 'src/a-new.ts': 0.25 };
    delete rank['src/f0003.ts'];
    const { storeGeneration: _dropped, ...rest } = s0;
    const s1: IndexState = { ...rest, files, rank, skipped: [], dirty: ['src/a-new.ts'] };
    await writer.writeState(s1, { from: s0, touched: ['src/f0003.ts', 'src/a-new.ts'] });
    const read = await createStateStore(dir).readState();
    expect(plain(read)).toEqual(plain(s1));
    expect(read).not.toHaveProperty('storeGeneration');
    expect(Object.keys(read!.files)).toEqual(Object.keys(read!.files).sort());
  });

  it('a file that came and every rank moved: the ranks are written as values in path order, exactly', async () => {
    const dir = freshDir();
    const writer = createStateStore(dir);
    const s0 = bigState(5000);
    await writer.writeState(s0);
    const files = { ...s0.files, 'src/a-came.ts': withPath('src/a-came.ts', entry('hc')) };
    const rank: IndexState['rank'] = {};
    for (const p in files) rank[p] = Math.random() / 7;
    const s1: IndexState = { ...s0, files, rank };
    await writer.writeState(s1, { from: s0, touched: ['src/a-came.ts'] });
    const log = readFileSync(join(dir, logsOf(dir)[0]!), 'utf8');
    expect(log.length).toBeLessThan(5001 * 12);
    expect(log).not.toContain('src/f0001.ts');
    const read = (await createStateStore(dir).readState())!;
    expect(read.rank).toEqual(rank);
    expect(Object.keys(read.files)[0]).toBe('src/a-came.ts');
  });

  it('a line a killed writer left half-written is ignored, then cut off by the next write', async () => {
    const dir = freshDir();
    const writer = createStateStore(dir);
    const s0 = bigState(20);
    await writer.writeState(s0);
    const s1 = edited(s0, 'src/f0001.ts', 'h1b');
    await writer.writeState(s1, { from: s0, touched: ['src/f0001.ts'] });
    const log = join(dir, logsOf(dir)[0]!);
    appendFileSync(log, '{"h":{"head":"torn');
    const reader = createStateStore(dir);
    expect(plain(await reader.readState())).toEqual(plain(s1));
    const s2 = edited(s1, 'src/f0002.ts', 'h2b');
    await reader.writeState(s2, { from: (await reader.readState())!, touched: ['src/f0002.ts'] });
    expect(readFileSync(log, 'utf8')).not.toContain('torn');
    expect(plain(await createStateStore(dir).readState())).toEqual(plain(s2));
  });

  it('a damaged line is damage: state and log are moved aside, and the store says so', async () => {
    const dir = freshDir();
    const writer = createStateStore(dir);
    const s0 = bigState(20);
    await writer.writeState(s0);
    await writer.writeState(edited(s0, 'src/f0001.ts', 'h1b'), { from: s0, touched: ['src/f0001.ts'] });
    appendFileSync(join(dir, logsOf(dir)[0]!), 'not json\n');
    const reader = createStateStore(dir);
    expect(await reader.readState()).toBeUndefined();
    expect(reader.takeRepaired()).toMatchObject({
      code: 'INDEX_REBUILT',
      reason: expect.stringMatching(/state\.json/),
    });
    expect(readdirSync(dir).filter((f) => f.includes('.damaged-'))).toHaveLength(2);
  });

  it('folds the log into a new base once it outgrows half of it (the old log removed)', async () => {
    const dir = freshDir();
    const writer = createStateStore(dir);
    let s = bigState(10);
    await writer.writeState(s);
    const first = logsOf(dir);
    for (let i = 0; i < 40; i++) {
      const next = edited(s, `src/f000${i % 10}.ts`, `v${i}`, { dirty: [`x${'y'.repeat(200)}${i}`] });
      await writer.writeState(next, { from: s, touched: [`src/f000${i % 10}.ts`] });
      s = next;
    }
    const logs = logsOf(dir);
    expect(logs).toHaveLength(1);
    expect(logs).not.toEqual(first);
    expect(statSync(join(dir, logs[0]!)).size).toBeLessThan(statSync(join(dir, 'state.json')).size);
    expect(plain(await createStateStore(dir).readState())).toEqual(plain(s));
  });

  it('reads a state file written before the log, and replaces it whole on the next write', async () => {
    const dir = freshDir();
    const s0 = bigState(5);
    await createStateStore(dir).writeState(s0); // makes the folder
    for (const f of logsOf(dir)) rmSync(join(dir, f));
    writeFileSync(join(dir, 'state.json'), stateToJson(s0));
    const store = createStateStore(dir);
    const read = (await store.readState())!;
    expect(plain(read)).toEqual(plain(s0));
    const s1 = edited(read, 'src/f0001.ts', 'h1b');
    await store.writeState(s1, { from: read, touched: ['src/f0001.ts'] });
    expect(JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8'))).toHaveProperty('log');
    expect(plain(await createStateStore(dir).readState())).toEqual(plain(s1));
  });
});
