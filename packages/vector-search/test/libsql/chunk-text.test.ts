import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import type { StoredChunk } from '@sextant/core-engine';
import { afterAll, describe, expect, it } from 'vitest';
import { createLibsqlStore } from '../../src/drivers/libsql.js';
import { packChunkText } from '../../src/libsql/chunk-text.js';

const dir = mkdtempSync(join(tmpdir(), 'vs-chunk-text-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Long texts (stored deflated) with non-ASCII characters, and a short one (stored as it is).
const body = (i: number) =>
  Array.from({ length: 40 }, (_, l) => `  const größe${i}_${l} = "naïve ${l}" + computeTotal(${l}); // ✓`).join('\n');
const chunks: StoredChunk[] = [
  ...Array.from({ length: 12 }, (_, i) => ({
    id: `src/long${i}.ts:1-40`,
    text: `export function computeTotal${i}() {\n${body(i)}\n}`,
    metadata: { path: `src/long${i}.ts`, symbol: `computeTotal${i}`, start_line: 1 },
    vector: [1, i / 12, 0.5],
  })),
  { id: 'src/short.ts:1-1', text: 'export const tiny = 1;', metadata: { path: 'src/short.ts' }, vector: [0, 1, 0] },
];

describe('libsql store: chunk texts', () => {
  it('stores long texts deflated and short ones as text, and every read gives the texts back as written', async () => {
    const path = join(dir, 'texts.db');
    const store = await createLibsqlStore({ path });
    await store.staging!.stage(chunks.slice(0, 6), []);
    await store.staging!.promote({ ids: [] });
    await store.upsert(chunks.slice(6));
    const raw = createClient({ url: `file:${path}` });
    const types = await raw.execute('SELECT id, typeof(text) AS t, length(text) AS n FROM chunks ORDER BY id');
    const byId = new Map(types.rows.map((r) => [String(r.id), { type: String(r.t), n: Number(r.n) }]));
    expect(byId.get('src/short.ts:1-1')!.type).toBe('text');
    for (const c of chunks.slice(0, 12)) {
      expect(byId.get(c.id)!.type).toBe('blob');
      expect(byId.get(c.id)!.n).toBeLessThan(Buffer.byteLength(c.text) / 2);
    }
    raw.close();
    const want = new Map(chunks.map((c) => [c.id, c.text]));
    const same = (got: readonly { id: string; text: string }[]) => {
      expect(got.length).toBeGreaterThan(0);
      for (const h of got) expect(h.text).toBe(want.get(h.id));
    };
    same(await store.search('computeTotal3 größe3_7', { topK: 20 }));
    same(await store.search('tiny', { topK: 5 }));
    same(await store.search('naïve', { topK: 20, filter: { path: 'src/long5.ts' } }));
    same(await store.get!(chunks.map((c) => c.id)));
    same(await store.list!({ offset: 0, limit: 100 }));
    same(await store.query([1, 0.2, 0.5], { topK: 5 }));
    expect((await store.search('computeTotal3', { topK: 1 }))[0]!.id).toBe('src/long3.ts:1-40');
    await store.dispose?.();
  });

  it('writes texts a worker packed (views into one shared buffer) as the bytes it would make itself', async () => {
    const files = (name: string) => join(dir, name);
    const own = await createLibsqlStore({ path: files('own.db') });
    const given = await createLibsqlStore({ path: files('given.db') });
    // As the pool's codec hands them over: every packed text a view at some offset into one larger buffer.
    const packs = chunks.map((c) => packChunkText(c.text));
    const shared = new Uint8Array(packs.reduce((n, p) => n + 2 + (p?.byteLength ?? 0), 0));
    let at = 0;
    const prepacked = chunks.map((c, i) => {
      const p = packs[i];
      if (!p) return c;
      shared.set(p, (at += 2));
      return { ...c, packed: shared.subarray(at, (at += p.byteLength)) };
    });
    expect(prepacked.filter((c) => 'packed' in c)).toHaveLength(12);
    await own.staging!.stage(chunks, []);
    await own.staging!.promote({ ids: [] });
    await given.staging!.stage(prepacked, []);
    await given.staging!.promote({ ids: [] });
    const rows = async (name: string) => {
      const raw = createClient({ url: `file:${files(name)}` });
      const rs = await raw.execute('SELECT id, typeof(text) AS t, hex(text) AS h FROM chunks ORDER BY id');
      raw.close();
      return rs.rows.map((r) => [r.id, r.t, r.h]);
    };
    expect(await rows('given.db')).toEqual(await rows('own.db'));
    const want = new Map(chunks.map((c) => [c.id, c.text]));
    for (const h of await given.get!(chunks.map((c) => c.id))) expect(h.text).toBe(want.get(h.id));
    await own.dispose?.();
    await given.dispose?.();
  });

  it('reads a schema-4 file (every text as text) and writes it on as schema 5', async () => {
    const path = join(dir, 'v4.db');
    const raw = createClient({ url: `file:${path}` });
    const store = await createLibsqlStore({ path });
    await store.upsert(chunks.slice(0, 3));
    await store.dispose?.();
    // A schema-4 writer stored every text as text.
    await raw.batch([
      ...chunks.slice(0, 3).map((c) => ({ sql: 'UPDATE chunks SET text = ? WHERE id = ?', args: [c.text, c.id] })),
      "UPDATE store_info SET value = '4' WHERE key = 'schema'",
    ]);
    expect((await raw.execute("SELECT count(*) AS n FROM chunks WHERE typeof(text) = 'blob'")).rows[0]!.n).toBe(0);
    const reopened = await createLibsqlStore({ path });
    expect(reopened.repaired).toBeUndefined();
    await reopened.upsert(chunks.slice(3, 6));
    const got = await reopened.get!(chunks.slice(0, 6).map((c) => c.id));
    expect(new Map(got.map((c) => [c.id, c.text]))).toEqual(new Map(chunks.slice(0, 6).map((c) => [c.id, c.text])));
    await reopened.dispose?.();
    expect(String((await raw.execute("SELECT value FROM store_info WHERE key = 'schema'")).rows[0]!.value)).toBe('5');
    raw.close();
  });

  it('a commit that frees an eighth of the file or more gives the pages back', async () => {
    const path = join(dir, 'vacuum.db');
    const store = await createLibsqlStore({ path });
    // Staged files' records are kept until the commit, then deleted: their pages are what a commit frees.
    const files = Array.from({ length: 200 }, (_, i) => ({
      path: `f${i}.ts`,
      hash: `h${i}`,
      data: 'x'.repeat(20_000),
    }));
    await store.staging!.stage(chunks, files);
    await store.staging!.promote({ ids: [], all: true });
    const raw = createClient({ url: `file:${path}` });
    const pragma = async (p: string) => Number(Object.values((await raw.execute(`PRAGMA ${p}`)).rows[0]!)[0]);
    expect(await pragma('auto_vacuum')).toBe(2);
    expect(await pragma('freelist_count')).toBeLessThan((await pragma('page_count')) / 8);
    expect(await store.count()).toBe(chunks.length);
    raw.close();
    await store.dispose?.();
  });
});
