import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import type { StoredChunk, VectorStore } from '@sextant/core-engine';
import { queryTerms } from '@sextant/core-engine/retrieval';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLibsqlStore } from '../../../src/drivers/libsql.js';
import { createBm25TopK } from '../../../src/libsql/fts5/bm25-top-k.js';
import { idf } from '../../../src/lexical/rank.js';

// 6000 chunks over a small vocabulary: every query below matches thousands of rows, many with equal
// scores, and the store's answers must be exactly those of FTS5's own query (ids, scores and order).
const verbs = ['parse', 'load', 'save', 'render', 'fetch', 'merge', 'split', 'encode'];
const nouns = ['user', 'config', 'file', 'cache', 'token', 'session', 'order', 'report', 'image', 'queue'];
let seed = 7;
const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
const chunks: StoredChunk[] = Array.from({ length: 6000 }, (_, i) => {
  const v = verbs[rand(verbs.length)]!;
  const n = nouns[rand(nouns.length)]!;
  const symbol = `${v}${n[0]!.toUpperCase()}${n.slice(1)}${i % 50}`;
  const words = Array.from({ length: 3 + rand(12) }, () => nouns[rand(nouns.length)]).join(' ');
  return {
    id: `c${i}`,
    text: `function ${symbol}(input) {\n  // ${v} the ${words}\n  return ${verbs[rand(verbs.length)]}(input, ${i})\n}`,
    metadata: { path: `src/${nouns[i % nouns.length]}/m${i}.ts`, symbol },
  };
});
const queries = ['parse user', 'load config file', 'fetchToken', 'saveCache12', 'merge image queue report', 'split 7'];

const dir = mkdtempSync(join(tmpdir(), 'vs-fts5-top-k-'));
const path = join(dir, 'store.db');
let store: VectorStore;
const raw = () => createClient({ url: `file:${path}` });
// FTS5's own ranking: the store's JS ranking with bm25()'s k1 and b and no expansion.
const asFts5 = { k1: 1.2, b: 0.75, synonyms: 0, compounds: 0 };
beforeAll(async () => {
  store = await createLibsqlStore({ path, ranking: asFts5 });
  await store.upsert(chunks);
}, 120_000);
afterAll(async () => {
  await store.dispose?.();
  rmSync(dir, { recursive: true, force: true });
});

type Db = ReturnType<typeof raw>;
/** Query terms after the store's pruning (terms in over a quarter of the rows go). */
async function kept(db: Db, q: string) {
  const terms = queryTerms(q);
  const rs = await db.execute({
    sql: `SELECT term, doc FROM chunks_vocab WHERE term IN (${terms.map(() => '?').join(',')})`,
    args: terms,
  });
  const live = Number((await db.execute('SELECT count(*) AS n FROM chunks')).rows[0]!.n);
  const common = (t: string) => Number(rs.rows.find((r) => r.term === t)?.doc ?? 0) > live / 4;
  const rare = terms.filter((t) => !common(t));
  return rare.length ? rare : terms;
}

// bm25() over the whole table, ties by id (rowids depend on the order of writes, ids on the rows only).
const plainSql = `SELECT c.id, bm25(chunks_fts, 4, 2, 2, 1) AS s FROM chunks_fts JOIN chunks c ON c.rid = chunks_fts.rowid
  WHERE chunks_fts MATCH ? ORDER BY s, c.id LIMIT ?`;
const anyTerm = (terms: string[]) => terms.map((t) => `"${t}"`).join(' OR ');

describe('fts5 top k', () => {
  it("search returns what FTS5's plain OR query returns, ids, scores and order", async () => {
    const db = raw();
    for (const q of queries)
      for (const topK of [5, 20, 100]) {
        const plain = (await db.execute({ sql: plainSql, args: [anyTerm(await kept(db, q)), topK] })).rows;
        const hits = await store.search(q, { topK });
        expect(hits.map((h) => h.id)).toEqual(plain.map((r) => r.id));
        hits.forEach((h, i) => expect(h.score).toBeCloseTo(-Number(plain[i]!.s), 9));
      }
    db.close();
  });

  it('after deletes, rewrites and rowid reuse, ranks exactly as a store built from the live rows alone', async () => {
    for (const q of queries) await store.search(q, { topK: 100 }); // fills the caches the writes must clear
    // Deleted rows stay in FTS5's segments as tombstones (and in its totals); rewritten rows get new lengths.
    await store.delete({ ids: chunks.filter((_, i) => i % 9 === 0).map((c) => c.id) });
    await store.upsert(chunks.filter((_, i) => i % 11 === 0).map((c) => ({ ...c, text: `${c.text} user user` })));
    // The last row's rowid is free again: the next row written takes it, with another length.
    await store.delete({ ids: ['c5999'] });
    await store.upsert([{ id: 'reused', text: `parse user ${'queue '.repeat(30)}`, metadata: { path: 'r.ts' } }]);
    // The same live rows, written once in another order (other rowids), into a new file.
    const livePath = join(dir, 'live.db');
    const rebuilt = await createLibsqlStore({ path: livePath, ranking: asFts5 });
    const liveRows: StoredChunk[] = [];
    for (let offset = 0; ; offset += 1000) {
      const page = await store.list!({ offset, limit: 1000 });
      if (!page.length) break;
      liveRows.push(...page);
    }
    await rebuilt.upsert(liveRows.reverse());
    const reopened = await createLibsqlStore({ path, ranking: asFts5 });
    const db = createClient({ url: `file:${livePath}` });
    for (const q of queries)
      for (const topK of [10, 100]) {
        const hits = await store.search(q, { topK });
        expect(hits).toEqual(await rebuilt.search(q, { topK }));
        expect(await reopened.search(q, { topK })).toEqual(hits);
        // And SQLite's own bm25() on the rebuilt table (no deletes in it) agrees, ids, scores and order.
        const plain = (await db.execute({ sql: plainSql, args: [anyTerm(await kept(db, q)), topK] })).rows;
        expect(hits.map((h) => h.id)).toEqual(plain.map((r) => String(r.id)));
        hits.forEach((h, i) => expect(h.score).toBeCloseTo(-Number(plain[i]!.s), 9));
      }
    // Filtered searches rank over the live rows too.
    const filter = { path: 'src/user/m0.ts' };
    expect(await store.search('parse user', { topK: 5, filter })).toEqual(
      await rebuilt.search('parse user', { topK: 5, filter }),
    );
    db.close();
    await Promise.all([rebuilt.dispose?.(), reopened.dispose?.()]);
  });

  it("staged rows of a run not committed yet change no search's answer", async () => {
    const before = await Promise.all(queries.map((q) => store.search(q, { topK: 20 })));
    await store.staging!.stage(
      chunks.slice(0, 500).map((c) => ({ ...c, id: `${c.id}-next`, text: `${c.text} parse` })),
    );
    const during = await Promise.all(queries.map((q) => store.search(q, { topK: 20 })));
    await store.staging!.discard();
    expect(during).toEqual(before);
  });

  it('answers the same with a cache too small to keep any term', async () => {
    const tiny = await createLibsqlStore({ path, ranking: asFts5, cachedPostings: 1 });
    for (const q of queries) expect(await tiny.search(q, { topK: 20 })).toEqual(await store.search(q, { topK: 20 }));
    await tiny.dispose?.();
  });

  it('returns every row tied with the k-th best apart, and every row when fewer than k match', () => {
    const postings = [{ rids: Int32Array.from([2, 3, 5, 8]), freqs: Float64Array.from([1, 1, 2, 1]) }];
    const lengths = Uint32Array.from([0, 4, 4, 4, 4, 4, 4, 4, 4]);
    const rank = createBm25TopK();
    const top = (k: number) => rank({ postings, lengths, rows: 8, avgLength: 4, k });
    expect(top(1)).toEqual({ above: [], tied: [5] });
    expect(top(2)).toEqual({ above: [5], tied: [2, 3, 8] });
    expect(top(3)).toEqual({ above: [5], tied: [2, 3, 8] });
    expect(top(4)).toEqual({ above: [5, 2, 3, 8], tied: [] });
    expect(top(10)).toEqual({ above: [5, 2, 3, 8], tied: [] });
  });

  it('answers as summing every posting does when rare terms decide and common ones are only looked up', () => {
    // One rare, two middling and two common terms over 50,000 rows, field-weighted frequencies 1 to 4.
    let s = 11;
    const next = (n: number) => ((s = (s * 1103515245 + 12345) % 2 ** 31), s % n);
    const rowsN = 50_000;
    const lengths = Uint32Array.from({ length: rowsN + 1 }, (_, i) => (i ? 5 + next(60) : 0));
    const avgLength = lengths.reduce((a, c) => a + c, 0) / rowsN;
    const term = (share: number) => {
      const rids = Int32Array.from(Array.from({ length: rowsN }, (_, i) => i + 1).filter(() => next(1000) < share));
      return { rids, freqs: Float64Array.from(rids, () => 1 + next(4)) };
    };
    // The definition: every posting, each row's sum in the query's term order, ties at the k-th apart.
    const reference = (postings: { rids: Int32Array; freqs: Float64Array }[], k: number) => {
      const score = new Map<number, number>();
      postings.forEach((p) => {
        const termIdf = idf(rowsN, p.rids.length);
        p.rids.forEach((rid, i) => {
          const f = p.freqs[i]!;
          const v = (termIdf * (f * 2.2)) / (f + 1.2 * (0.25 + (0.75 * lengths[rid]!) / avgLength));
          score.set(rid, (score.get(rid) ?? 0) + v);
        });
      });
      const all = [...score].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
      if (all.length <= k) return { above: all.map(([r]) => r), tied: [] };
      const kth = all[k - 1]![1];
      return {
        above: all.filter(([, v]) => v > kth).map(([r]) => r),
        tied: all
          .filter(([, v]) => v === kth)
          .map(([r]) => r)
          .sort((a, b) => a - b),
      };
    };
    const rank = createBm25TopK();
    for (const shares of [
      [2, 40, 60, 200, 240],
      [240, 200, 2],
      [60, 60],
      [1, 240],
    ]) {
      const postings = shares.map(term);
      for (const k of [1, 10, 100]) {
        expect(rank({ postings, lengths, rows: rowsN, avgLength, k })).toEqual(reference(postings, k));
      }
    }
  });

  it('ranks a tie at the last place by id, whatever order the rows were written in', async () => {
    const twins = (order: number[]) =>
      order.map((i) => ({ id: `twin-${i}`, text: 'function shared() { return token }', metadata: { path: 'a.ts' } }));
    const [a, b] = await Promise.all([
      createLibsqlStore({ path: ':memory:' }),
      createLibsqlStore({ path: ':memory:' }),
    ]);
    await a.upsert(twins([3, 1, 4, 0, 2]));
    await b.upsert(twins([0, 1, 2, 3, 4]));
    const top = await a.search('shared token', { topK: 3 });
    expect(top.map((h) => h.id)).toEqual(['twin-0', 'twin-1', 'twin-2']);
    expect(await b.search('shared token', { topK: 3 })).toEqual(top);
    await Promise.all([a.dispose?.(), b.dispose?.()]);
  });
});
