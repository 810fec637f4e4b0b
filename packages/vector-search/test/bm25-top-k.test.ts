import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import type { StoredChunk, VectorStore } from '@sextant/core-engine';
import { queryTerms } from '@sextant/core-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyTerm, bm25TopK } from '../src/bm25-top-k.js';
import { createLibsqlStore } from '../src/drivers/libsql.js';

// 6000 chunks over a small vocabulary: every query below matches thousands of rows, so search takes the
// pruned path, and its answers must be exactly those of the plain OR query (ids, scores and order).
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

const dir = mkdtempSync(join(tmpdir(), 'vs-bm25-'));
const path = join(dir, 'store.db');
let store: VectorStore;
const raw = () => createClient({ url: `file:${path}` });
beforeAll(async () => {
  // FTS5's own ranking (the store's JS ranking with bm25()'s k1 and b and no expansion), so the
  // candidates the pruned query picks are compared one for one with the plain query's.
  store = await createLibsqlStore({ path, ranking: { k1: 1.2, b: 0.75, synonyms: 0, compounds: 0 } });
  await store.upsert(chunks);
}, 120_000);
afterAll(async () => {
  await store.dispose?.();
  rmSync(dir, { recursive: true, force: true });
});

type Db = ReturnType<typeof raw>;
/** Query terms with their row counts, after the store's pruning (terms in over a quarter of the rows go). */
async function termCounts(db: Db, q: string) {
  const terms = queryTerms(q);
  const rs = await db.execute({
    sql: `SELECT term, doc FROM chunks_vocab WHERE term IN (${terms.map(() => '?').join(',')})`,
    args: terms,
  });
  const counts = terms.map((term) => ({ term, rows: Number(rs.rows.find((r) => r.term === term)?.doc ?? 0) }));
  const kept = counts.filter((c) => c.rows <= chunks.length / 4);
  return kept.length ? kept : counts;
}

const plainSql = `SELECT c.id, t.s FROM (SELECT rowid AS rid, bm25(chunks_fts, 4, 2, 2, 1) AS s FROM chunks_fts
  WHERE chunks_fts MATCH ? ORDER BY s LIMIT ?) t JOIN chunks c ON c.rid = t.rid ORDER BY t.s`;

describe('bm25 top k', () => {
  it('search returns what the plain OR query returns, ids, scores and order', async () => {
    const db = raw();
    for (const q of queries)
      for (const topK of [5, 20, 100]) {
        const terms = (await termCounts(db, q)).map((c) => c.term);
        const plain = (await db.execute({ sql: plainSql, args: [anyTerm(terms), topK] })).rows;
        const hits = await store.search(q, { topK });
        expect(hits.map((h) => h.id)).toEqual(plain.map((r) => r.id));
        hits.forEach((h, i) => expect(h.score).toBeCloseTo(-Number(plain[i]!.s), 12));
      }
    db.close();
  });

  it('scores fewer rows than the plain query and still returns its answer', async () => {
    const db = raw();
    const total = Number((await db.execute('SELECT count(*) AS n FROM chunks')).rows[0]!.n);
    let pruned = 0;
    for (const q of queries)
      for (const k of [5, 20, 100]) {
        const counts = await termCounts(db, q);
        const plain = anyTerm(counts.map((c) => c.term));
        const matches: string[] = [];
        const run = async (match: string) => {
          matches.push(match);
          return (await db.execute({ sql: plainSql, args: [match, k] })).rows;
        };
        expect(await bm25TopK(counts, { total, k, run, minRows: 0 })).toEqual(
          (await db.execute({ sql: plainSql, args: [plain, k] })).rows,
        );
        if (!matches.includes(plain)) pruned++;
      }
    expect(pruned).toBeGreaterThan(queries.length);
    db.close();
  });
});
