import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import type { StoredChunk } from '@sextant/core-engine';
import { afterAll, describe, expect, it } from 'vitest';
import { createLibsqlStore } from '../../src/drivers/libsql.js';
import { lexicalFields } from '../../src/lexical/fields.js';
import { SCHEMA_VERSION } from '../../src/libsql/schema.js';

const dir = mkdtempSync(join(tmpdir(), 'vs-libsql-schema-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const chunks: StoredChunk[] = Array.from({ length: 60 }, (_, i) => ({
  id: `src/f${i % 7}.ts:${i}-${i + 3}`,
  text: `export function ${['parse', 'render', 'load'][i % 3]}Item${i}(value) {\n  return formatDate(value) + ${i};\n}`,
  metadata: { path: `src/f${i % 7}.ts`, symbol: `${['parse', 'render', 'load'][i % 3]}Item${i}`, kind: 'function' },
}));
const queries = ['parse item', 'renderItem12', 'format date value', 'load'];

// The layout before schema versions: an FTS5 table that kept its own copy of every field.
async function writeSchema1(path: string) {
  const db = createClient({ url: `file:${path}` });
  await db.batch([
    'CREATE TABLE chunks (rid INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, text TEXT NOT NULL, meta TEXT NOT NULL)',
    "CREATE INDEX chunks_path ON chunks(json_extract(meta, '$.path'))",
    "CREATE VIRTUAL TABLE chunks_fts USING fts5(symbol, path, doc, body, tokenize='unicode61 remove_diacritics 0')",
    'CREATE TABLE store_info (key TEXT PRIMARY KEY, value TEXT NOT NULL)',
    "CREATE VIRTUAL TABLE chunks_vocab USING fts5vocab(chunks_fts, 'row')",
    ...chunks.flatMap((c, i) => {
      const f = lexicalFields(c);
      return [
        { sql: 'INSERT INTO chunks VALUES (?, ?, ?, ?)', args: [i + 1, c.id, c.text, JSON.stringify(c.metadata)] },
        {
          sql: 'INSERT INTO chunks_fts (rowid, symbol, path, doc, body) VALUES (?, ?, ?, ?, ?)',
          args: [i + 1, f.symbol, f.path, f.doc, f.body],
        },
      ];
    }),
  ]);
  db.close();
}

describe('libsql store schema', () => {
  it('upgrades a schema-1 file in place: same chunks, same ranking and scores, version recorded', async () => {
    const oldPath = join(dir, 'old.db');
    await writeSchema1(oldPath);
    const fresh = await createLibsqlStore({ path: join(dir, 'fresh.db') });
    await fresh.upsert(chunks);
    const upgraded = await createLibsqlStore({ path: oldPath });
    expect(await upgraded.count()).toBe(chunks.length);
    for (const q of queries) {
      const a = await upgraded.search(q, { topK: 10 });
      const b = await fresh.search(q, { topK: 10 });
      expect(a.length).toBeGreaterThan(0);
      expect(a.map((h) => [h.id, h.score.toFixed(9)])).toEqual(b.map((h) => [h.id, h.score.toFixed(9)]));
    }
    // Writes and deletes keep working on the upgraded file.
    await upgraded.delete({ filter: { path: 'src/f1.ts' } });
    expect((await upgraded.search('parse item', { topK: 100 })).some((h) => h.id.startsWith('src/f1.ts'))).toBe(false);
    await upgraded.dispose?.();
    await fresh.dispose?.();

    const db = createClient({ url: `file:${oldPath}` });
    expect((await db.execute("SELECT value FROM store_info WHERE key = 'schema'")).rows[0]?.value).toBe(
      String(SCHEMA_VERSION),
    );
    expect(String((await db.execute("SELECT sql FROM sqlite_master WHERE name = 'chunks_fts'")).rows[0]?.sql)).toMatch(
      /content=''/,
    );
    db.close();
  });

  it('upgrades a schema-2 file in place: live rows and scores kept, rows a killed run staged dropped', async () => {
    // A schema-2 file: staged rows (a run killed before its commit) and no record of the files they cover.
    const path = join(dir, 'v2.db');
    const store = await createLibsqlStore({ path });
    await store.upsert(chunks.slice(0, 40));
    await store.staging!.stage(
      chunks.slice(40).map((c) => ({ ...c, id: `${c.id}#staged` })),
      [],
    );
    await store.dispose?.();
    const raw = createClient({ url: `file:${path}` });
    await raw.batch([
      'DROP TABLE staged_files',
      "DELETE FROM store_info WHERE key = 'generation'",
      "UPDATE store_info SET value = '2' WHERE key = 'schema'",
    ]);
    raw.close();

    const upgraded = await createLibsqlStore({ path });
    expect(upgraded.repaired).toBeUndefined();
    const fresh = await createLibsqlStore({ path: join(dir, 'fresh-v2.db') });
    await fresh.upsert(chunks.slice(0, 40));
    expect(await upgraded.count()).toBe(40);
    expect(await upgraded.staging!.staged!()).toEqual([]);
    // The staged rows' FTS entries are gone too: BM25 statistics are the live rows' alone.
    for (const q of queries) {
      const a = await upgraded.search(q, { topK: 10 });
      const b = await fresh.search(q, { topK: 10 });
      expect(a.length).toBeGreaterThan(0);
      expect(a.map((h) => [h.id, h.score.toFixed(9)])).toEqual(b.map((h) => [h.id, h.score.toFixed(9)]));
    }
    // A run staging and committing on the upgraded file works as on a new one.
    await upgraded.staging!.stage(chunks.slice(40), [{ path: 'src/f0.ts', hash: 'h', data: '{}' }]);
    expect((await upgraded.staging!.staged!()).map((f) => f.path)).toEqual(['src/f0.ts']);
    await upgraded.staging!.promote({ ids: [] });
    expect(await upgraded.count()).toBe(chunks.length);
    await upgraded.dispose?.();
    await fresh.dispose?.();
    const db = createClient({ url: `file:${path}` });
    expect((await db.execute("SELECT value FROM store_info WHERE key = 'schema'")).rows[0]?.value).toBe(
      String(SCHEMA_VERSION),
    );
    expect((await db.execute('SELECT count(*) AS n FROM chunks_staged')).rows[0]?.n).toBe(0);
    db.close();
  });

  it('upgrades a schema-3 file in place: live rows, staged rows and their files kept, ids still unique', async () => {
    // A schema-3 file: `chunks` declares its id UNIQUE inline; a killed run left staged rows and their files.
    const path = join(dir, 'v3.db');
    const store = await createLibsqlStore({ path });
    await store.upsert(chunks.slice(0, 40));
    await store.staging!.stage(chunks.slice(40), [{ path: 'src/f0.ts', hash: 'h0', data: '{"n":1}' }]);
    await store.dispose?.();
    const raw = createClient({ url: `file:${path}` });
    await raw.batch([
      'CREATE TABLE chunks_v3 (rid INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, text TEXT NOT NULL, meta TEXT NOT NULL)',
      'INSERT INTO chunks_v3 SELECT rid, id, text, meta FROM chunks',
      'DROP TABLE chunks',
      'ALTER TABLE chunks_v3 RENAME TO chunks',
      'CREATE TABLE staged_v3 (rid INTEGER PRIMARY KEY, id TEXT NOT NULL, text TEXT NOT NULL, meta TEXT NOT NULL)',
      'INSERT INTO staged_v3 SELECT rid, id, text, meta FROM chunks_staged',
      'DROP TABLE chunks_staged',
      'ALTER TABLE staged_v3 RENAME TO chunks_staged',
      "CREATE INDEX chunks_path ON chunks(json_extract(meta, '$.path'))",
      "UPDATE store_info SET value = '3' WHERE key = 'schema'",
    ]);
    raw.close();

    const upgraded = await createLibsqlStore({ path });
    expect(upgraded.repaired).toBeUndefined();
    expect(await upgraded.count()).toBe(40);
    expect(await upgraded.staging!.staged!()).toEqual([{ path: 'src/f0.ts', hash: 'h0', data: '{"n":1}' }]);
    const fresh = await createLibsqlStore({ path: join(dir, 'fresh-v3.db') });
    await fresh.upsert(chunks.slice(0, 40));
    for (const q of queries) {
      const a = await upgraded.search(q, { topK: 10 });
      expect(a.length).toBeGreaterThan(0);
      expect(a.map((h) => [h.id, h.score.toFixed(9)])).toEqual(
        (await fresh.search(q, { topK: 10 })).map((h) => [h.id, h.score.toFixed(9)]),
      );
    }
    // The staged rows a killed run left still commit, and an id written again replaces its row.
    await upgraded.staging!.promote({ ids: [] });
    await upgraded.upsert([{ ...chunks[0]!, text: 'export const replaced = 1;' }]);
    expect(await upgraded.count()).toBe(chunks.length);
    expect((await upgraded.get!([chunks[0]!.id]))[0]!.text).toBe('export const replaced = 1;');
    await upgraded.dispose?.();
    await fresh.dispose?.();
    const db = createClient({ url: `file:${path}` });
    expect((await db.execute("SELECT value FROM store_info WHERE key = 'schema'")).rows[0]?.value).toBe(
      String(SCHEMA_VERSION),
    );
    const tables = await db.execute("SELECT sql FROM sqlite_master WHERE name IN ('chunks', 'chunks_staged')");
    for (const r of tables.rows)
      expect(String(r.sql)).toMatch(/id TEXT NOT NULL, meta TEXT NOT NULL, text TEXT NOT NULL\)$/);
    const index = await db.execute("SELECT name FROM sqlite_master WHERE tbl_name = 'chunks' AND type = 'index'");
    expect(index.rows.map((r) => String(r.name)).sort()).toEqual(['chunks_id', 'chunks_path']);
    await expect(
      db.execute({
        sql: 'INSERT INTO chunks (rid, id, meta, text) VALUES (999, ?, ?, ?)',
        args: [chunks[1]!.id, '{}', 'x'],
      }),
    ).rejects.toThrow(/UNIQUE/);
    db.close();
  });

  it('moves a file written by a newer schema aside (kept) and starts an empty one, saying so', async () => {
    const path = join(dir, 'newer.db');
    await (await createLibsqlStore({ path })).dispose?.();
    const db = createClient({ url: `file:${path}` });
    await db.execute("UPDATE store_info SET value = '99' WHERE key = 'schema'");
    db.close();
    const store = await createLibsqlStore({ path });
    expect(store.repaired).toMatchObject({ code: 'INDEX_REBUILT', reason: expect.stringContaining('schema 99') });
    await store.dispose?.();
  });
});
