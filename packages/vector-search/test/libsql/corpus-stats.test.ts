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

  it("gives each snapshot its own rows' norms, an older one's too after a newer one asked (one buffer for both)", async () => {
    const path = join(dir, 'norms.db');
    const db = createClient({ url: `file:${path}` });
    const store = await createLibsqlStore({ path });
    await store.upsert(Array.from({ length: 20 }, (_, i) => chunk(`r${i}`, 'word '.repeat(1 + (i % 5)))));
    const stats = createCorpusStats(db, {
      postings: createTermPostings(db, { weights: { symbol: 1, path: 1, doc: 1, body: 1 }, maxPostings: 1000 }),
      lengths: createRowLengths(db, 'chunks_fts'),
      bounds: { postingBytes: 1e6, rowBytes: 1e6 },
    });
    const normsOf = (s: { lengths: Uint32Array; avgLength: number }) =>
      Array.from(s.lengths, (n) => 1.2 * (1 - 0.75 + (0.75 * n) / s.avgLength));
    const older = await stats.read();
    const olderNorms = normsOf(older);
    expect(Array.from(older.norms().subarray(0, older.lengths.length))).toEqual(olderNorms);
    // Another connection writes longer rows: the next snapshot has another mean length.
    await store.upsert(Array.from({ length: 20 }, (_, i) => chunk(`l${i}`, 'word '.repeat(40))));
    const newer = await stats.read();
    expect(newer.avgLength).toBeGreaterThan(older.avgLength);
    expect(Array.from(newer.norms().subarray(0, newer.lengths.length))).toEqual(normsOf(newer));
    expect(Array.from(older.norms().subarray(0, older.lengths.length))).toEqual(normsOf(older));
    expect(Array.from(newer.norms().subarray(0, newer.lengths.length))).toEqual(normsOf(newer));
    db.close();
    await store.dispose?.();
  });
});
