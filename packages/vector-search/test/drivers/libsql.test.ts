import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import type { StoredChunk } from '@sextant/core-engine';
import { afterAll, describe, expect, it } from 'vitest';
import { createLibsqlStore } from '../../src/drivers/libsql.js';
import { testVectorStore } from '../../src/testing.js';

const dir = mkdtempSync(join(tmpdir(), 'vs-libsql-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('drivers: libsql', () => {
  testVectorStore(() => createLibsqlStore({ path: join(dir, 'contract.db') }));

  it('persists to its file and reopens', async () => {
    const path = join(dir, 'reopen.db');
    const a = await createLibsqlStore({ path });
    await a.upsert([
      { id: 'x', text: 'function renderMarkdown() {}', metadata: { path: 'md.ts', symbol: 'renderMarkdown' } },
    ]);
    await a.dispose?.();
    const b = await createLibsqlStore({ path });
    expect((await b.search('markdown render', { topK: 3 }))[0]?.id).toBe('x');
    await b.dispose?.();
  });

  describe('in memory', () => {
    testVectorStore(() => createLibsqlStore({ path: ':memory:' }));

    it('keeps separate memory stores apart and leaves nothing behind', async () => {
      const temps = () => readdirSync(tmpdir()).filter((f) => f.startsWith('sextant-libsql-')).length;
      const before = temps();
      const a = await createLibsqlStore({ path: ':memory:' });
      const b = await createLibsqlStore({ path: ':memory:' });
      await a.upsert([{ id: 'x', text: 'function onlyInA() {}', metadata: { path: 'a.ts' } }]);
      await a.delete({ ids: ['missing'] });
      expect(await a.count()).toBe(1);
      expect(await b.count()).toBe(0);
      await a.dispose?.();
      await b.dispose?.();
      expect(temps()).toBe(before);
    });
  });

  it("keeps a common word when the query's other words are in no row (the answer is not empty)", async () => {
    const store = await createLibsqlStore({ path: join(dir, 'absent.db') });
    const rows = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, text: `export ledger ${id}: Counter;`, metadata: {} }));
    await store.upsert([...rows, { id: 'z', text: 'circuit increment() {}', metadata: {} }]);
    // "ledger" is in 5 of 6 rows (a common term); "witness", "secret" and "key" are in none.
    expect((await store.search('witness secret key ledger', { topK: 3 })).length).toBe(3);
    // A rarer word that is present still drops the common one.
    expect((await store.search('increment ledger', { topK: 3 })).map((h) => h.id)).toEqual(['z']);
    // Unless it is in no row the filter allows: then the common word answers.
    await store.upsert([{ id: 'y', text: 'export ledger y: Counter;', metadata: { kind: 'compact' } }]);
    const filtered = await store.search('increment ledger', { topK: 3, filter: { kind: 'compact' } });
    expect(filtered.map((h) => h.id)).toEqual(['y']);
    await store.dispose?.();
  });

  it('sees writes made through another connection when it ranks', async () => {
    const path = join(dir, 'shared.db');
    const reader = await createLibsqlStore({ path });
    const writer = await createLibsqlStore({ path });
    const row = (id: string, text: string) => ({ id, text, metadata: { path: `${id}.ts` } });
    const others = ['c', 'd', 'e', 'f', 'g', 'h'].map((id) => row(id, `gamma delta ${id}`));
    await writer.upsert([row('a', 'alpha beta'), row('b', 'beta gamma'), ...others]);
    expect((await reader.search('alpha beta', { topK: 10 })).map((h) => h.id)).toEqual(['a', 'b']);
    // "beta" is now in most rows: a fresh store drops it from queries, and so must the one that ranked before.
    await writer.upsert(['i', 'j', 'k', 'l'].map((id) => row(id, 'beta')));
    const fresh = await createLibsqlStore({ path });
    const expected = (await fresh.search('alpha beta', { topK: 10 })).map((h) => h.id);
    expect(expected).toEqual(['a']);
    expect((await reader.search('alpha beta', { topK: 10 })).map((h) => h.id)).toEqual(expected);
    // Rows gone and rows new since the reader last ranked: it sees both.
    await writer.delete({ ids: ['a'] });
    await writer.upsert([row('m', 'alpha alpha')]);
    expect((await reader.search('alpha', { topK: 10 })).map((h) => h.id)).toEqual(['m']);
    for (const s of [reader, writer, fresh]) await s.dispose?.();
  });

  it('gets chunks by id with their text (stored packed or not) and metadata as written; unknown ids are left out', async () => {
    const store = await createLibsqlStore({ path: ':memory:' });
    const long = Array.from({ length: 80 }, (_, i) => `const line${i} = "ü€😀 \\ \\"quoted\\"";`).join('\n');
    const chunks: StoredChunk[] = [
      { id: 'a.ts:1-80', text: long, metadata: { path: 'a.ts', start_line: 1, end_line: 80, symbol: 'x', n: 1.5 } },
      {
        id: 'b.ts:1-1',
        text: 'short\ttext',
        metadata: { path: 'b.ts', note: 'a "quoted" ü€ note', none: null, ok: true },
      },
    ];
    await store.upsert(chunks);
    const got = await store.get!(['b.ts:1-1', 'missing', 'a.ts:1-80']);
    expect(new Map(got.map((c) => [c.id, c]))).toEqual(new Map(chunks.map((c) => [c.id, c])));
    expect(await store.get!([])).toEqual([]);
    await store.dispose?.();
  });

  it('refuses vectors of another dimension', async () => {
    const s = await createLibsqlStore({ path: ':memory:' });
    await s.upsert([{ id: 'x', text: 't', metadata: {}, vector: [1, 0] }]);
    await expect(s.upsert([{ id: 'y', text: 't', metadata: {}, vector: [1, 0, 0] }])).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
    await s.dispose?.();
  });

  describe('lexical ranking', () => {
    const py = (id: string, symbol: string, text: string): StoredChunk => ({
      id,
      text,
      metadata: { path: `src/${id}.py`, symbol, language: 'python' },
    });
    const corpus = [
      py('exact', 'remove_directory', 'def remove_directory(path):\n    shutil.rmtree(path)'),
      py('synonym', 'delete_folder', 'def delete_folder(target):\n    shutil.rmtree(target)'),
      py('compound', 'is_text', 'def is_text(value):\n    return isinstance(value, str)'),
      py('near', 'convert_a', 'def convert_a(v):\n    """Parse date text, then format it."""\n    return fmt(v)'),
      py('other', 'send_mail', 'def send_mail(to, body):\n    smtp.send(to, body)'),
    ];
    const open = async (name: string, ranking?: Parameters<typeof createLibsqlStore>[0]['ranking']) => {
      const path = join(dir, `${name}.db`);
      const store = await createLibsqlStore({ path, ranking });
      await store.upsert(corpus);
      return { store, path };
    };

    it('finds code that uses a synonym of a query word, below code that uses the word itself', async () => {
      const { store, path } = await open('synonyms');
      const ids = (q: string, s = store) => s.search(q, { topK: 5 }).then((hits) => hits.map((h) => h.id));
      expect(await ids('remove directory')).toEqual(['exact', 'synonym']);
      expect((await ids('erase')).sort()).toEqual(['exact', 'synonym']);
      const plain = await createLibsqlStore({ path, ranking: { synonyms: 0 } });
      expect(await ids('remove directory', plain)).toEqual(['exact']);
      expect(await ids('erase', plain)).toEqual([]);
      await Promise.all([store.dispose?.(), plain.dispose?.()]);
    });

    it('finds an identifier written as one word from two words of the question', async () => {
      const { store, path } = await open('compounds');
      expect((await store.search('is instance of', { topK: 3 })).map((h) => h.id)).toEqual(['compound']);
      const plain = await createLibsqlStore({ path, ranking: { compounds: 0 } });
      expect(await plain.search('is instance of', { topK: 3 })).toEqual([]);
      await Promise.all([store.dispose?.(), plain.dispose?.()]);
    });

    it('searches for words that are also Object.prototype names', async () => {
      const { store } = await open('prototype');
      await expect(store.search('constructor hasOwnProperty', { topK: 3 })).resolves.toEqual([]);
      await store.dispose?.();
    });

    it("with FTS5's k1 and b and no additions, scores as FTS5 bm25() does", async () => {
      const { store, path } = await open('plain', { k1: 1.2, b: 0.75, synonyms: 0, compounds: 0 });
      const hits = await store.search('remove directory folder', { topK: 10 });
      const db = createClient({ url: `file:${path}` });
      const rs = await db.execute({
        sql: `SELECT c.id, -bm25(chunks_fts, 4, 2, 2, 1) AS s FROM chunks_fts JOIN chunks c ON c.rid = chunks_fts.rowid
              WHERE chunks_fts MATCH '"remov" OR "directori" OR "folder"' ORDER BY s DESC`,
      });
      db.close();
      expect(hits.map((h) => h.id)).toEqual(['exact', 'synonym']);
      expect(hits.map((h) => h.id)).toEqual(rs.rows.map((r) => String(r.id)));
      hits.forEach((h, i) => expect(h.score).toBeCloseTo(Number(rs.rows[i]!.s), 9));
      await store.dispose?.();
    });
  });
});
