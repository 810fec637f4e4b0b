import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StoredChunk } from '@sextant/core-engine';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient } from '@libsql/client';
import { createLibsqlStore } from '../../src/drivers/libsql.js';
import { createRowDelta } from '../../src/libsql/row-delta.js';

const dir = mkdtempSync(join(tmpdir(), 'vs-row-delta-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const words = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet'];
// A small deterministic generator: the same writes on every run.
const random = (seed: number) => () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const chunk = (id: string, text: string): StoredChunk => ({ id, text, metadata: { path: `${id}.ts`, symbol: id } });

describe('libsql store: snapshots patched after its own writes', () => {
  it('ranks after every kind of write exactly as a fresh connection that reads every row', async () => {
    const path = join(dir, 'delta.db');
    const store = await createLibsqlStore({ path });
    const next = random(7);
    const pick = () => words[Math.floor(next() * words.length)]!;
    const text = () => Array.from({ length: 1 + Math.floor(next() * 8) }, pick).join(' ');
    await store.upsert(Array.from({ length: 200 }, (_, i) => chunk(`c${i}`, text())));
    const queries = ['alpha', 'bravo charlie', 'delta echo foxtrot', 'golf', 'hotel india juliet', 'c7'];
    const writes: (() => Promise<void>)[] = [
      () => store.upsert(Array.from({ length: 5 }, () => chunk(`c${Math.floor(next() * 260)}`, text()))),
      () => store.delete({ ids: Array.from({ length: 4 }, () => `c${Math.floor(next() * 260)}`) }),
      async () => {
        await store.staging!.stage(Array.from({ length: 6 }, () => chunk(`c${Math.floor(next() * 260)}`, text())));
        if (next() < 0.5) await store.staging!.promote({ ids: [`c${Math.floor(next() * 260)}`] });
        else await store.staging!.discard();
      },
      // A full rebuild: the staged table becomes `chunks` (its triggers go with the old one).
      async () => {
        await store.staging!.stage(Array.from({ length: 300 }, (_, i) => chunk(`c${i}`, text())));
        await store.staging!.promote({ ids: [], all: true });
      },
    ];
    for (let round = 0; round < 16; round++) {
      // Searches before the write, so each one that follows patches a snapshot.
      for (const q of queries) await store.search(q, { topK: 10 });
      await writes[round % 3 === 2 && round % 4 === 3 ? 3 : Math.floor(next() * 3)]!();
      // This store's answers first: another connection opening the file changes its data_version (read whole again).
      const patched = [];
      for (const q of queries) patched.push(await store.search(q, { topK: 10 }));
      const fresh = await createLibsqlStore({ path });
      for (const [i, q] of queries.entries())
        expect(patched[i], `${q} after write ${round}`).toEqual(await fresh.search(q, { topK: 10 }));
      await fresh.dispose?.();
    }
    await store.dispose?.();
  }, 120_000);

  it('reads a rowid written again (the last row deleted, the next one takes its rowid) as its new row', async () => {
    const store = await createLibsqlStore({ path: join(dir, 'reused.db') });
    await store.upsert([chunk('a', 'alpha shared'), chunk('b', 'bravo shared')]);
    expect((await store.search('shared', { topK: 5 })).map((h) => h.id)).toEqual(['a', 'b']);
    await store.delete({ ids: ['b'] });
    await store.upsert([chunk('z', 'zulu shared')]);
    const hits = await store.search('shared', { topK: 5 });
    expect(hits.map((h) => [h.id, h.text])).toEqual([
      ['a', 'alpha shared'],
      ['z', 'zulu shared'],
    ]);
    await store.dispose?.();
  });

  it('logs the rowids a connection wrote, up to its bound; a replaced table or a full log reads as incomplete', async () => {
    const db = createClient({ url: ':memory:' });
    await db.execute('CREATE TABLE chunks (rid INTEGER PRIMARY KEY, id TEXT)');
    const delta = createRowDelta(db, 4);
    await delta.reset();
    await db.execute("INSERT INTO chunks VALUES (1, 'a'), (2, 'b')");
    await db.execute('DELETE FROM chunks WHERE rid = 1');
    expect(await delta.take()).toEqual([1, 2]);
    expect(await delta.take()).toEqual([]);
    await db.execute("INSERT INTO chunks VALUES (3, 'c'), (4, 'd'), (5, 'e'), (6, 'f'), (7, 'g')");
    expect(await delta.take()).toBeUndefined(); // more than the log holds
    await db.execute("INSERT INTO chunks VALUES (8, 'h')");
    expect(await delta.take()).toEqual([8]);
    await db.execute('DROP TABLE chunks');
    await db.execute('CREATE TABLE chunks (rid INTEGER PRIMARY KEY, id TEXT)');
    await db.execute("INSERT INTO chunks VALUES (1, 'a')");
    expect(await delta.take()).toBeUndefined(); // its triggers went with the old table
    await delta.reset();
    await db.execute('DELETE FROM chunks');
    expect(await delta.take()).toEqual([1]);
    db.close();
  });
});
