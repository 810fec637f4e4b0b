import { createClient } from '@libsql/client';
import { describe, expect, it } from 'vitest';
import { createRowLengths } from '../../../src/libsql/fts5/row-lengths.js';

const words = (n: number, w = 'x') => Array.from({ length: n }, () => w).join(' ');

describe('fts5 row lengths', () => {
  it("reads each row's token count over all columns, then only rows written since", async () => {
    const db = createClient({ url: ':memory:' });
    await db.execute("CREATE VIRTUAL TABLE t USING fts5(a, b, content='', contentless_delete=1)");
    const put = (rid: number, a: string, b: string) =>
      db.execute({ sql: 'INSERT INTO t (rowid, a, b) VALUES (?, ?, ?)', args: [rid, a, b] });
    await put(1, 'one two', 'three');
    await put(2, words(300), words(20000, 'y')); // column sizes past one varint byte
    const lengths = createRowLengths(db, 't');
    expect(Array.from((await lengths.read()).subarray(0, 3))).toEqual([0, 3, 20300]);

    // Row 2 deleted and its rowid written again, with another length; a new row past the old ones.
    await db.execute('DELETE FROM t WHERE rowid = 2');
    await put(2, 'short', '');
    await put(40, words(5), words(5));
    expect((await lengths.read())[2]).toBe(20300); // not told of the change yet
    lengths.invalidate();
    const now = await lengths.read();
    expect([now[1], now[2], now[40]]).toEqual([3, 1, 10]);
    db.close();
  });
});
