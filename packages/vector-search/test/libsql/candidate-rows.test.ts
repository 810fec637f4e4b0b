import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import type { StoredChunk } from '@sextant/core-engine';
import { afterAll, describe, expect, it } from 'vitest';
import { createLibsqlStore } from '../../src/drivers/libsql.js';
import { byUtf8 } from '../../src/libsql/candidate-rows.js';

const dir = mkdtempSync(join(tmpdir(), 'vs-candidate-rows-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Ids whose UTF-16 order differs from their UTF-8 byte order: a character past U+FFFF (a surrogate pair)
// against one in U+E000-U+FFFF, plus plain ASCII and prefixes.
const tricky = ['a', 'ab', 'a\u{1F600}', 'a\uFF21', 'a\uE000', 'b', '\u00E9', '\u{10000}z', '\uFFFD', 'A', 'a\u007F'];
const ids = (n: number) => Array.from({ length: n }, (_, i) => `${tricky[i % tricky.length]}-${i % 7}-${i}`);
// Rows that all score the same for "alpha": which of them a search returns is decided by id alone.
const same = (id: string): StoredChunk => ({ id, text: 'alpha beta', metadata: { path: 'same.ts' } });

describe('libsql candidate rows', () => {
  it('orders strings as SQLite orders them (UTF-8 bytes)', async () => {
    const db = createClient({ url: ':memory:' });
    await db.execute('CREATE TABLE t (s TEXT)');
    const all = ids(60);
    for (const s of all) await db.execute({ sql: 'INSERT INTO t VALUES (?)', args: [s] });
    const sqlite = (await db.execute('SELECT s FROM t ORDER BY s')).rows.map((r) => String(r.s));
    expect([...all].sort(byUtf8)).toEqual(sqlite);
    expect([...all].sort()).not.toEqual(sqlite); // the case the comparator is for
    db.close();
  });

  // 120 tied rows compete for 100 places (read whole), 180 for 100 (ids first, through SQL): either way
  // the rows kept are those with the smallest ids in SQLite's order.
  it.each([120, 180])('keeps the tied rows with the smallest ids (%i rows tied)', async (n) => {
    const path = join(dir, `tied-${n}.db`);
    const store = await createLibsqlStore({ path });
    await store.upsert(ids(n).map(same));
    const db = createClient({ url: `file:${path}` });
    const first = (await db.execute('SELECT id FROM chunks ORDER BY id LIMIT 100')).rows.map((r) => String(r.id));
    const hits = await store.search('alpha', { topK: 100 });
    expect(new Set(hits.map((h) => h.id))).toEqual(new Set(first));
    db.close();
    await store.dispose?.();
  });

  it('answers from rows as they are after a write, and the same with no room to keep any', async () => {
    const path = join(dir, 'written.db');
    const store = await createLibsqlStore({ path });
    const tiny = await createLibsqlStore({ path, cachedRowBytes: 1 });
    await store.upsert([
      { id: 'a', text: 'gamma delta', metadata: { path: 'a.ts' } },
      { id: 'b', text: 'gamma epsilon', metadata: { path: 'b.ts' } },
    ]);
    expect((await store.search('gamma', { topK: 5 })).map((h) => h.text)).toEqual(['gamma delta', 'gamma epsilon']);
    // Written by another connection: this one's kept rows must not answer.
    await tiny.upsert([{ id: 'a', text: 'gamma zeta', metadata: { path: 'a.ts', edited: true } }]);
    const after = await store.search('gamma', { topK: 5 });
    expect(after.map((h) => [h.text, h.metadata])).toEqual([
      ['gamma zeta', { path: 'a.ts', edited: true }],
      ['gamma epsilon', { path: 'b.ts' }],
    ]);
    expect(await tiny.search('gamma', { topK: 5 })).toEqual(after);
    expect(Object.isFrozen(after[0]!.metadata)).toBe(true);
    await Promise.all([store.dispose?.(), tiny.dispose?.()]);
  });
});
