import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import type { StoredChunk, VectorStore } from '@sextant/core-engine';
import { afterAll, describe, expect, it } from 'vitest';
import { createLibsqlStore } from '../../src/drivers/libsql.js';
import { promoteStaged } from '../../src/libsql/promote.js';

const dir = mkdtempSync(join(tmpdir(), 'vs-libsql-promote-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const words = ['parse', 'render', 'load', 'format', 'merge', 'write'];
const chunk = (file: number, n: number, tag = ''): StoredChunk => ({
  id: `src/f${file}.ts:${n}-${n + 2}`,
  text: `export function ${words[(file + n) % 6]}Item${n}${tag}(value) {\n  return ${words[n % 6]}Date(value, ${file});\n}`,
  metadata: { path: `src/f${file}.ts`, symbol: `${words[(file + n) % 6]}Item${n}${tag}` },
});
const fileChunks = (file: number, tag = '') => Array.from({ length: 5 }, (_, n) => chunk(file, n, tag));
const queries = ['parse item', 'render date value', 'loadItem2', 'merge', 'write format'];
const ranked = async (s: VectorStore) =>
  Promise.all(queries.map(async (q) => (await s.search(q, { topK: 8 })).map((h) => `${h.id} ${h.score.toFixed(9)}`)));

let n = 0;
/** A store on a new file that holds `live` as committed rows and `staged` as a run's staged rows. */
async function storeWith(live: StoredChunk[], staged: StoredChunk[]) {
  const path = join(dir, `s${n++}.db`);
  const s = await createLibsqlStore({ path });
  if (live.length) await s.upsert(live);
  await s.staging!.stage(staged, [{ path: 'src/f0.ts', hash: 'h', data: '{}' }]);
  return { s, path };
}

/** What a store built from scratch over the same rows answers. */
async function expected(rows: StoredChunk[]) {
  const s = await createLibsqlStore({ path: join(dir, `x${n++}.db`) });
  await s.upsert(rows);
  const out = { count: await s.count(), ranked: await ranked(s) };
  await s.dispose?.();
  return out;
}

/** promoteStaged on its own connection to the file, in a transaction this test commits. */
async function promoteOn(path: string, replacing: string[], fewStaged?: number) {
  const db = createClient({ url: `file:${path}` });
  await db.execute('BEGIN IMMEDIATE');
  const how = await promoteStaged((st) => db.execute(st), replacing, 0, fewStaged);
  return { how, commit: () => db.execute('COMMIT').then(() => db.close()) };
}

describe('libsql promotion of staged rows', () => {
  it('with no live rows left, makes the staged table the live one: same rows and scores as a fresh index', async () => {
    const rows = [0, 1, 2, 3].flatMap((f) => fileChunks(f));
    const { s, path } = await storeWith(fileChunks(9), rows);
    const p = await promoteOn(
      path,
      fileChunks(9).map((c) => c.id),
    );
    expect(p.how).toBe('swapped');
    await p.commit();
    expect({ count: await s.count(), ranked: await ranked(s) }).toEqual(await expected(rows));
    expect(await s.staging!.staged!()).toEqual([]);
    // The next run stages and commits as before.
    await s.staging!.stage(fileChunks(4), []);
    await s.staging!.promote({ ids: [] });
    expect({ count: await s.count(), ranked: await ranked(s) }).toEqual(await expected([...rows, ...fileChunks(4)]));
    await s.dispose?.();
  });

  it('with fewer live rows left than staged, moves them into the staged table and swaps; more, copies', async () => {
    const live = [0, 1, 2].flatMap((f) => fileChunks(f));
    const run = [3, 4, 5, 6].flatMap((f) => fileChunks(f, 'V2'));
    const a = await storeWith(live, [...run, ...fileChunks(0, 'V2')]);
    const pa = await promoteOn(
      a.path,
      fileChunks(1).map((c) => c.id),
    );
    expect(pa.how).toBe('swapped');
    await pa.commit();
    const want = [...fileChunks(2), ...run, ...fileChunks(0, 'V2')];
    expect({ count: await a.s.count(), ranked: await ranked(a.s) }).toEqual(await expected(want));

    const b = await storeWith([...live, ...run], fileChunks(1, 'V3'));
    const pb = await promoteOn(b.path, []);
    expect(pb.how).toBe('copied');
    await pb.commit();
    expect({ count: await b.s.count(), ranked: await ranked(b.s) }).toEqual(
      await expected([...live, ...run].map((c) => fileChunks(1, 'V3').find((x) => x.id === c.id) ?? c)),
    );
    await a.s.dispose?.();
    await b.s.dispose?.();
  });

  it('a second connection reading while the promotion is under way sees the old rows until the commit, then the new', async () => {
    const old = [0, 1].flatMap((f) => fileChunks(f));
    const next = [0, 1, 2, 3].flatMap((f) => fileChunks(f, 'New'));
    const { s, path } = await storeWith(old, next);
    const reader = await createLibsqlStore({ path });
    const before = { count: await reader.count(), ranked: await ranked(reader) };
    expect(before).toEqual(await expected(old));
    const p = await promoteOn(
      path,
      old.map((c) => c.id),
    );
    expect(p.how).toBe('swapped');
    expect({ count: await reader.count(), ranked: await ranked(reader) }).toEqual(before);
    expect((await reader.list!({ offset: 0, limit: 100 })).map((c) => c.id).sort()).toEqual(
      old.map((c) => c.id).sort(),
    );
    await p.commit();
    expect({ count: await reader.count(), ranked: await ranked(reader) }).toEqual(await expected(next));
    await reader.dispose?.();
    await s.dispose?.();
  });

  it('a search on the same store while it promotes answers (old or new rows) instead of failing', async () => {
    const old = fileChunks(0);
    const next = [0, 1, 2].flatMap((f) => fileChunks(f, 'New'));
    const { s } = await storeWith(old, next);
    const [, during] = await Promise.all([
      s.staging!.promote({ ids: old.map((c) => c.id) }),
      Promise.all(queries.map((q) => s.search(q, { topK: 8 }))),
    ]);
    expect(during.flat().length).toBeGreaterThan(0);
    expect(await ranked(s)).toEqual((await expected(next)).ranked);
    await s.dispose?.();
  });

  it('keeps the last row of an id staged twice in one run, swapping or copying, with the statistics of the rows kept', async () => {
    const first = [0, 1, 2].flatMap((f) => fileChunks(f, 'Old'));
    const again = fileChunks(1, 'Again');
    const want = [...fileChunks(0, 'Old'), ...again, ...fileChunks(2, 'Old')];
    const swap = await storeWith([], first);
    await swap.s.staging!.stage(again, []);
    const ps = await promoteOn(swap.path, []);
    expect(ps.how).toBe('swapped');
    await ps.commit();
    expect({ count: await swap.s.count(), ranked: await ranked(swap.s) }).toEqual(await expected(want));

    const live = [3, 4, 5, 6, 7].flatMap((f) => fileChunks(f));
    const copy = await storeWith(live, first);
    await copy.s.staging!.stage(again, []);
    const pc = await promoteOn(copy.path, []);
    expect(pc.how).toBe('copied');
    await pc.commit();
    expect({ count: await copy.s.count(), ranked: await ranked(copy.s) }).toEqual(await expected([...live, ...want]));
    await swap.s.dispose?.();
    await copy.s.dispose?.();
  });

  it('chooses alike whether the staged rows are few (live rows counted up to them) or many (live rows all counted)', async () => {
    const live = [0, 1, 2].flatMap((f) => fileChunks(f));
    // 15 live rows left against 15, 14 and 16 staged: swapped, copied, swapped, whichever way they are counted.
    const cases = [
      { staged: [3, 4, 5].flatMap((f) => fileChunks(f)), how: 'swapped' },
      { staged: [...[3, 4].flatMap((f) => fileChunks(f)), ...fileChunks(5).slice(1)], how: 'copied' },
      { staged: [...[3, 4, 5].flatMap((f) => fileChunks(f)), chunk(6, 0)], how: 'swapped' },
    ];
    for (const { staged, how } of cases)
      for (const fewStaged of [1, 10_000]) {
        const { s, path } = await storeWith(live, staged);
        const p = await promoteOn(path, [], fewStaged);
        expect(p.how).toBe(how);
        await p.commit();
        expect({ count: await s.count(), ranked: await ranked(s) }).toEqual(await expected([...live, ...staged]));
        await s.dispose?.();
      }
  });
});
