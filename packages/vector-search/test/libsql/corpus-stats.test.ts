import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import type { StoredChunk } from '@sextant/core-engine';
import { afterAll, describe, expect, it } from 'vitest';
import { createLibsqlStore } from '../../src/drivers/libsql.js';
import { createCorpusStats } from '../../src/libsql/corpus-stats.js';
import { createRowLengths } from '../../src/libsql/fts5/row-lengths.js';
import { createTermPostings } from '../../src/libsql/fts5/term-postings.js';

const dir = mkdtempSync(join(tmpdir(), 'vs-corpus-stats-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const chunk = (id: string, text: string): StoredChunk => ({ id, text, metadata: { path: `${id}.ts` } });

describe('libsql corpus stats', () => {
  it('gives exact frequencies, and for surely common terms a lower bound counting staged rows out', async () => {
    const path = join(dir, 'stats.db');
    const store = await createLibsqlStore({ path });
    // 100 live rows: "common" in 60 of them, "rare" in 5; then 50 staged rows with "common" (not live).
    await store.upsert(
      Array.from({ length: 100 }, (_, i) => chunk(`r${i}`, `${i < 60 ? 'common' : 'other'} ${i < 5 ? 'rare' : ''}`)),
    );
    await store.staging!.stage(Array.from({ length: 50 }, (_, i) => chunk(`s${i}`, 'common staged')));
    const db = createClient({ url: `file:${path}` });
    const weights = { symbol: 4, path: 2, doc: 2, body: 1 };
    const stats = createCorpusStats(db, {
      postings: createTermPostings(db, { weights, maxPostings: 1000 }),
      lengths: createRowLengths(db, 'chunks_fts'),
      bounds: { postingBytes: 1e6, rowBytes: 1e6 },
    });
    const snapshot = await stats.read();
    expect(snapshot.rows).toBe(100);
    const freq = await snapshot.frequencies(['common', 'rare', 'absent'], 25);
    expect(freq.get('rare')).toEqual({ df: 5, exact: true });
    expect(freq.get('absent')).toEqual({ df: 0, exact: true });
    // fts5vocab counts 110 rows; 50 FTS rows are not live, so at least 60 live rows hold it (here exactly 60).
    expect(freq.get('common')).toEqual({ df: 60, exact: false });
    // A bound at or above the term's count: the postings are read.
    expect((await snapshot.frequencies(['common'], 60)).get('common')).toEqual({ df: 60, exact: true });
    // Searches drop the common term either way, and keep it when it is all the query has.
    expect((await store.search('common rare', { topK: 10 })).map((h) => h.id).sort()).toEqual(
      ['r0', 'r1', 'r2', 'r3', 'r4'].sort(),
    );
    expect(await store.search('common', { topK: 100 })).toHaveLength(60);
    db.close();
    await store.dispose?.();
  });
});
