import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStateStore } from '../../../src/indexing/state/state-store.js';
import type { IndexState } from '../../../src/indexing/state/types.js';

const dir = mkdtempSync(join(tmpdir(), 'ce-state-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const state = (head: string): IndexState => ({
  version: 1,
  root: '/repo',
  rev: null,
  head,
  dirty: [],
  files: { 'a.ts': { hash: 'h1', language: 'typescript', size: 3, chunks: ['a.ts:1-1'], defs: 1 } },
  skipped: [],
  rank: { 'a.ts': 1 },
  symbolPacks: [],
  embedder: { id: 'none', model: 'none', dimension: 0 },
  updatedAt: new Date().toISOString(),
  timings: {},
});

describe('state store', () => {
  it('says undefined before the first write', async () => {
    expect(await createStateStore(join(dir, 'empty')).readState()).toBeUndefined();
  });

  it('serves the state it wrote without parsing the file again, until the file is replaced', async () => {
    const store = createStateStore(dir);
    const written = state('c1');
    await store.writeState(written);
    expect(await store.readState()).toBe(written);
    expect(await store.readState()).toBe(written);

    // Another process (or a second store on the same folder) replaces the file by rename.
    await createStateStore(dir).writeState(state('c2'));
    const reread = await store.readState();
    expect(reread).not.toBe(written);
    expect(reread?.head).toBe('c2');
  });

  it('re-reads a file rewritten in place', async () => {
    const store = createStateStore(dir);
    await store.writeState(state('c3'));
    const path = join(dir, 'state.json');
    const changed = JSON.parse(readFileSync(path, 'utf8')) as IndexState;
    writeFileSync(path, JSON.stringify({ ...changed, head: 'c4-longer-head' }));
    expect((await store.readState())?.head).toBe('c4-longer-head');
  });

  it('writes symbol packs record by record and reads back the same records, a pack of several megabytes too', async () => {
    const states = createStateStore(join(dir, 'packs'));
    const records = new Map(
      Array.from({ length: 3000 }, (_, i) => [
        `hash${i}`,
        {
          defs: [{ name: `fn${i}`, kind: 'function', start: i, end: i + 2, signature: `fn${i}(${'x'.repeat(900)})` }],
          refs: { [`ref${i % 7}`]: i, 'quote"and\\slash': 1 },
          imports: [`./m${i}`],
        },
      ]),
    );
    const name = await states.writePack(records);
    expect(await states.readPack(name)).toEqual(records);
    // Another process's store reads it from the file (not from this one's memory).
    const other = createStateStore(join(dir, 'packs'));
    await other.loadPacks([name]);
    expect(await other.readSymbols('hash2999')).toEqual(records.get('hash2999'));
    expect(await states.readPack(await states.writePack(new Map()))).toEqual(new Map());
    // Gzipped on disk: several times smaller than its JSON.
    const file = join(dir, 'packs', 'symbols', `${name}.json`);
    expect(readFileSync(file).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(statSync(file).size * 4).toBeLessThan(JSON.stringify(Object.fromEntries(records)).length);
  });

  it('reads a pack an earlier version wrote as plain JSON', async () => {
    const states = createStateStore(join(dir, 'plain'));
    const rec = { defs: [{ name: 'f', kind: 'function', start: 1, end: 2 }], refs: { g: 2 }, imports: [] };
    await states.writePack(new Map());
    writeFileSync(join(dir, 'plain', 'symbols', 'old.json'), JSON.stringify({ h1: rec }));
    expect(await states.readPack('old')).toEqual(new Map([['h1', rec]]));
    await states.loadPacks(['old']);
    expect(await states.readSymbols('h1')).toEqual(rec);
  });

  it('says which paths changed between two states it wrote or read, over a few steps', async () => {
    const d = join(dir, 'steps');
    const writer = createStateStore(d);
    const reader = createStateStore(d);
    const file = (hash: string) => ({ hash, language: 'typescript', size: 3, chunks: [], defs: 0 });
    // Files enough that two one-file lines stay short of half the base (else it is written whole again).
    const s1 = state('s1');
    for (let i = 0; i < 50; i++) s1.files[`more/f${i}.ts`] = file(`m${i}`);
    await writer.writeState(s1);
    const read1 = (await reader.readState())!;
    const s2 = { ...s1, files: { ...s1.files, 'b.ts': file('h2') } };
    await writer.writeState(s2, { from: s1, touched: ['b.ts'] });
    const s3 = { ...s2, files: { ...s2.files, 'a.ts': file('h3') } };
    await writer.writeState(s3, { from: s2, touched: ['a.ts'] });
    expect(writer.touchedSince(s1, s3)).toEqual(['a.ts', 'b.ts']);
    expect(writer.touchedSince(s2, s3)).toEqual(['a.ts']);
    expect(writer.touchedSince(s3, s3)).toEqual([]);
    expect(writer.touchedSince(s3, s1)).toBeUndefined();
    // The reader applies the two log lines at once: one step from what it read before.
    const read3 = (await reader.readState())!;
    expect(read3.files).toEqual(s3.files);
    expect([...reader.touchedSince(read1, read3)!].sort()).toEqual(['a.ts', 'b.ts']);
    // A base written whole (no step) forgets the steps.
    await writer.writeState({ ...s3, head: 'other' });
    expect(writer.touchedSince(s1, s3)).toBeUndefined();
  });
});
