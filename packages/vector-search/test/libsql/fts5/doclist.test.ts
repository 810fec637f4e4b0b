import { createClient } from '@libsql/client';
import { describe, expect, it } from 'vitest';
import { readDoclist } from '../../../src/libsql/fts5/doclist.js';
import type { Doclist } from '../../../src/libsql/fts5/doclist.js';

// Column weights far apart, so each column's count shows in the weighted sum.
const weights = [1000, 100, 10, 1];
const cols = ['symbol', 'path', 'doc', 'body'];
let seed = 11;
const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
const words = ['alpha', 'beta', 'gamma', 'delta', 'omega'];
const text = (n: number) => Array.from({ length: n }, () => words[rand(words.length)]).join(' ');

/** What FTS5 itself reports for a term: rows ascending, with their weighted occurrences. */
async function expected(db: ReturnType<typeof createClient>, term: string) {
  const rs = await db.execute({ sql: 'SELECT doc, col FROM temp.inst WHERE term = ? ORDER BY doc', args: [term] });
  const byRow = new Map<number, number>();
  for (const r of rs.rows)
    byRow.set(Number(r.doc), (byRow.get(Number(r.doc)) ?? 0) + weights[cols.indexOf(String(r.col))]!);
  return { rids: [...byRow.keys()], freqs: [...byRow.values()], instances: rs.rows.length };
}

describe('libsql fts5 doclist', () => {
  it('reads what FTS5 holds: many segments, doclists and position lists across pages, deleted and rewritten rows', async () => {
    const db = createClient({ url: ':memory:' });
    await db.execute(
      "CREATE VIRTUAL TABLE chunks_fts USING fts5(symbol, path, doc, body, content='', contentless_delete=1)",
    );
    await db.execute("CREATE VIRTUAL TABLE temp.inst USING fts5vocab(main, chunks_fts, 'instance')");
    const put = (rid: number, body = text(5 + rand(40))) =>
      db.execute({
        sql: 'INSERT INTO chunks_fts (rowid, symbol, path, doc, body) VALUES (?, ?, ?, ?, ?)',
        args: [rid, text(1 + rand(2)), text(rand(3)), rand(3) ? '' : text(4), body],
      });
    // One transaction a batch: each becomes a segment, and later ones merge.
    for (let batch = 0; batch < 12; batch++) {
      await db.execute('BEGIN');
      for (let i = 0; i < 400; i++) await put(batch * 400 + i + 1);
      await db.execute('COMMIT');
    }
    await put(99_999, `${'alpha '.repeat(6000)}omega`); // one position list over several pages
    await db.execute('DELETE FROM chunks_fts WHERE rowid % 7 = 0'); // tombstones
    await db.execute('DELETE FROM chunks_fts WHERE rowid IN (10, 4800)');
    await put(10, 'gamma gamma zeta'); // a rowid written again, in a newer segment
    await put(4800, 'zeta');
    const cache = {};
    for (const term of [...words, 'zeta', 'absent']) {
      const read = await readDoclist(db, 'chunks_fts', term, weights, cache);
      expect(read).not.toHaveProperty('unreadable');
      const got = read as Doclist;
      const want = await expected(db, term);
      expect({ rids: [...got!.rids], freqs: [...got!.freqs], instances: got!.instances }).toEqual(want);
    }
    db.close();
  });

  it('leaves tables it does not know to the caller', async () => {
    const db = createClient({ url: ':memory:' });
    await db.execute('CREATE VIRTUAL TABLE chunks_fts USING fts5(symbol, path, doc, body)'); // not contentless
    await db.execute("INSERT INTO chunks_fts VALUES ('a', 'b', 'c', 'alpha')");
    expect(await readDoclist(db, 'chunks_fts', 'alpha', weights, {})).toEqual({
      unreadable: expect.stringContaining('not the v2 marker'),
    });
    db.close();
  });
});
