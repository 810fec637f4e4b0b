import { createClient } from '@libsql/client';
import { describe, expect, it } from 'vitest';
import { createTermPostings } from '../../../src/libsql/fts5/term-postings.js';

const weights = { symbol: 4, path: 2, doc: 2, body: 1 };

async function table() {
  const db = createClient({ url: ':memory:' });
  await db.execute(
    "CREATE VIRTUAL TABLE chunks_fts USING fts5(symbol, path, doc, body, content='', contentless_delete=1)",
  );
  const rows: [number, string, string, string, string][] = [
    [3, 'parse', 'src parse', '', 'parse parse value'],
    [7, '', '', 'user', 'load user'],
    [12, 'parse user', '', 'parse', 'x'],
  ];
  for (const args of rows)
    await db.execute({ sql: 'INSERT INTO chunks_fts (rowid, symbol, path, doc, body) VALUES (?, ?, ?, ?, ?)', args });
  return db;
}

describe('libsql term postings', () => {
  it("gives each row holding a term, ascending, with the term's field-weighted count", async () => {
    const db = await table();
    const postings = createTermPostings(db, { weights, maxPostings: 100 });
    const got = await postings.get(['parse', 'user', 'absent'], (t) => ({
      rows: t === 'absent' ? 0 : 3,
      instances: 0,
    }));
    const plain = (t: string) => ({ rids: [...got.get(t)!.rids], freqs: [...got.get(t)!.freqs] });
    expect(plain('parse')).toEqual({ rids: [3, 12], freqs: [4 + 2 + 1 + 1, 4 + 2] });
    expect(plain('user')).toEqual({ rids: [7, 12], freqs: [2 + 1, 4] });
    expect(plain('absent')).toEqual({ rids: [], freqs: [] });
    db.close();
  });

  it('keeps what it read until cleared, then reads the index again', async () => {
    const db = await table();
    const postings = createTermPostings(db, { weights, maxPostings: 100 });
    const rids = async (t: string) => [...(await postings.get([t], () => ({ rows: 2, instances: 0 }))).get(t)!.rids];
    expect(await rids('user')).toEqual([7, 12]);
    await db.execute('DELETE FROM chunks_fts WHERE rowid = 12');
    expect(await rids('user')).toEqual([7, 12]);
    postings.clear();
    expect(await rids('user')).toEqual([7]);
    db.close();
  });

  it('gives a common term in thousands of rows and several columns the same way', async () => {
    const db = createClient({ url: ':memory:' });
    await db.execute(
      "CREATE VIRTUAL TABLE chunks_fts USING fts5(symbol, path, doc, body, content='', contentless_delete=1)",
    );
    const has = (i: number) => ({ symbol: i % 3 === 0, path: i % 5 === 0, body: i % 2 === 0 });
    await db.execute('BEGIN');
    for (let i = 1; i <= 6000; i++) {
      const h = has(i);
      await db.execute({
        sql: 'INSERT INTO chunks_fts (rowid, symbol, path, doc, body) VALUES (?, ?, ?, ?, ?)',
        args: [i, h.symbol ? 'alpha' : 'beta', h.path ? 'src alpha' : 'src', '', h.body ? 'alpha x alpha' : 'y'],
      });
    }
    await db.execute('COMMIT');
    await db.execute('DELETE FROM chunks_fts WHERE rowid % 7 = 0');
    const rows = Array.from({ length: 6000 }, (_, i) => i + 1).filter((i) => {
      const h = has(i);
      return i % 7 !== 0 && (h.symbol || h.path || h.body);
    });
    const freq = (i: number) => (has(i).symbol ? 4 : 0) + (has(i).path ? 2 : 0) + (has(i).body ? 2 : 0);
    const instances = rows.reduce(
      (n, i) => n + (has(i).symbol ? 1 : 0) + (has(i).path ? 1 : 0) + (has(i).body ? 2 : 0),
      0,
    );
    const postings = createTermPostings(db, { weights, maxPostings: 100_000 });
    const got = (await postings.get(['alpha'], () => ({ rows: rows.length, instances }))).get('alpha')!;
    expect([...got.rids]).toEqual(rows);
    expect([...got.freqs]).toEqual(rows.map(freq));
    db.close();
  });

  it('answers every term with a cache smaller than the postings asked for', async () => {
    const db = await table();
    const small = createTermPostings(db, { weights, maxPostings: 2 });
    for (let round = 0; round < 2; round++) {
      const got = await small.get(['parse', 'user', 'load'], () => ({ rows: 2, instances: 0 }));
      expect(['parse', 'user', 'load'].map((t) => [...got.get(t)!.rids])).toEqual([[3, 12], [7, 12], [7]]);
    }
    db.close();
  });
});
