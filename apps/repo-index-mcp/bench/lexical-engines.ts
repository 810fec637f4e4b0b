// Keep vector-search's FTS5 segment reader, or hand lexical candidates to an engine that owns its index?
// One run, side by side, on the same chunks and queries:
//   reader      today's store.search: postings read from FTS5's segments and held in memory, bm25 top 100 in JS
//   fts5 bm25() FTS5's own ranking as a top-k query (ties by id, so the candidates can equal today's), the
//               candidates re-scored from their re-tokenized text (as the store did before it kept postings)
//   fts5 rank   the same with `ORDER BY rank LIMIT 100` inside FTS5 (its fastest form; ties by rowid)
//   lancedb     LanceDB's full-text index over the same pre-tokenized fields, column boosts 4/2/2/1, the
//               candidates re-scored the same way (only with --lancedb <dir holding @lancedb/lancedb>)
// Every engine gets today's query plan and live-row figures (row count, mean length), document frequencies
// from fts5vocab, and the same re-scoring, so only where the top 100 come from differs. Exactness: queries
// whose top 10 (ids, order) and whose top 100 (as a set) equal today's; speed: p50/p95 of whole searches,
// engines taking turns query by query. Corpora: scale.ts's (200 queries) fresh and after an incremental update
// (a ninth deleted, an eleventh rewritten), and with --cosqa CoSQA's (500 queries) when ../shared is there.
// `pnpm bench` runs the quick form (10k chunks, no CoSQA); the figures of the decision took --chunks 50000 --cosqa.
//   node --import tsx bench/lexical-engines.ts [--chunks 10000] [--cosqa] [--lancedb /path/with/node_modules]
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient } from '@libsql/client';
import type { Client } from '@libsql/client';
import type { SearchHit } from '@sextant/core-engine/ports';
import type { StoredChunk, VectorStore } from '@sextant/core-engine';
import {
  createLexicalFields,
  createLibsqlStore,
  defaultFieldWeights,
  defaultLexicalRanking,
} from '@sextant/vector-search';
import { scaleChunks, scaleQueries } from '../../../packages/vector-search/bench/corpus.js';
import { scoreRows } from '../../../packages/vector-search/src/lexical/rank.js';
import { toChunk } from '../../../packages/vector-search/src/libsql/lexical-candidates.js';
import type { LexicalQuery } from '../../../packages/vector-search/src/libsql/lexical-candidates.js';
import {
  byScoreThenId,
  lexicalQuery,
  planLexicalQuery,
} from '../../../packages/vector-search/src/libsql/lexical-query.js';
import { argValue, buildCosqa, openIndex, pct } from './support.js';

/** One splitter for the run, as a store keeps one (it remembers the last file's path field). */
const lexicalFields = createLexicalFields();

const TOP = 100;
const FIELDS = ['symbol', 'path', 'doc', 'body'] as const;
type Engine = { label: string; search(q: string): Promise<SearchHit[]> };
/** The live rows' count and mean length, as the reader's snapshot has them (given to every engine). */
type Live = { rows: number; avgLength: number };

/** Everything but the candidates: today's plan, fts5vocab's document frequencies, re-scoring from the text. */
async function rescored(db: Client, live: Live, text: string, candidates: (q: LexicalQuery) => Promise<StoredChunk[]>) {
  const planned = planLexicalQuery(text);
  const terms = [...new Set(planned.terms)];
  const rs = await db.execute({
    sql: `SELECT term, doc FROM chunks_vocab WHERE term IN (${terms.map(() => '?').join(',')})`,
    args: terms,
  });
  const df = new Map(rs.rows.map((r) => [String(r.term), Number(r.doc)]));
  const q = lexicalQuery(planned, TOP, { ...live, df: (t) => df.get(t) ?? 0 }, defaultLexicalRanking);
  if (!q) return [];
  const chunks = await candidates(q);
  const fields = chunks.map((c) => ({ fields: lexicalFields(c) }));
  const scores = scoreRows(fields, q.groups, q.corpus, defaultFieldWeights, defaultLexicalRanking);
  return chunks.map((c, i) => ({ ...c, score: scores[i]! })).sort(byScoreThenId);
}

const match = (q: LexicalQuery) => q.wanted.map((t) => `"${t}"`).join(' OR ');
const w = FIELDS.map((f) => defaultFieldWeights[f]).join(', ');

function fts5Engines(db: Client, live: Live): Engine[] {
  return [
    {
      label: 'fts5 bm25()',
      search: (text) =>
        rescored(db, live, text, async (q) => {
          const rs = await db.execute({
            sql: `SELECT c.id, c.text, c.meta FROM chunks_fts JOIN chunks c ON c.rid = chunks_fts.rowid
                  WHERE chunks_fts MATCH ? ORDER BY bm25(chunks_fts, ${w}), c.id LIMIT ?`,
            args: [match(q), q.limit],
          });
          return rs.rows.map(toChunk);
        }),
    },
    {
      label: 'fts5 rank',
      search: (text) =>
        rescored(db, live, text, async (q) => {
          const rs = await db.execute({
            sql: `SELECT c.id, c.text, c.meta FROM (SELECT rowid AS r, rank FROM chunks_fts
                    WHERE chunks_fts MATCH ? AND rank MATCH 'bm25(${w})' ORDER BY rank LIMIT ?) JOIN chunks c ON c.rid = r`,
            args: [match(q), q.limit],
          });
          return rs.rows.map(toChunk);
        }),
    },
  ];
}

/** The part of a LanceDB table this bench uses. */
interface LanceTable {
  createIndex(column: string, options: object): Promise<void>;
  delete(predicate: string): Promise<unknown>;
  add(rows: object[]): Promise<unknown>;
  optimize(): Promise<unknown>;
  query(): {
    fullTextSearch(q: unknown): {
      select(c: string[]): { limit(n: number): { toArray(): Promise<Record<string, unknown>[]> } };
    };
  };
}

/** LanceDB's full-text index over the chunks' fields, built from them and updated as the store is. */
async function lanceEngine(from: string, db: Client, live: () => Live) {
  const lancedb = await import(
    pathToFileURL(createRequire(join(from, 'package.json')).resolve('@lancedb/lancedb')).href
  );
  const conn = await lancedb.connect(mkdtempSync(join(tmpdir(), 'lancedb-bench-')));
  const row = (c: StoredChunk) => ({ id: c.id, text: c.text, meta: JSON.stringify(c.metadata), ...lexicalFields(c) });
  let table: LanceTable | undefined;
  const ftsIndex = () =>
    lancedb.Index.fts({
      baseTokenizer: 'whitespace', // the fields are already code-tokenized, as FTS5 gets them
      lowercase: false,
      stem: false,
      removeStopWords: false,
      asciiFolding: false,
      withPosition: false,
    });
  const engine: Engine & {
    build(chunks: StoredChunk[]): Promise<number>;
    update(...a: StoredChunk[][]): Promise<number>;
  } = {
    label: 'lancedb',
    async build(chunks) {
      const t = performance.now();
      table = (await conn.createTable('chunks', chunks.map(row))) as LanceTable;
      for (const f of FIELDS) await table!.createIndex(f, { config: ftsIndex() });
      return performance.now() - t;
    },
    async update(deleted, written) {
      const t = performance.now();
      const ids = [...deleted, ...written].map((c) => `'${c.id.replace(/'/g, "''")}'`);
      for (let i = 0; i < ids.length; i += 1000) await table!.delete(`id IN (${ids.slice(i, i + 1000).join(',')})`);
      await table!.add(written.map(row));
      await table!.optimize();
      return performance.now() - t;
    },
    search: (text) =>
      rescored(db, live(), text, async (q) => {
        const query = new lancedb.MultiMatchQuery(q.wanted.join(' '), [...FIELDS], {
          boosts: FIELDS.map((f) => defaultFieldWeights[f]),
        });
        const rows = await table!
          .query()
          .fullTextSearch(query)
          .select(['id', 'text', 'meta', '_score'])
          .limit(q.limit)
          .toArray();
        return rows.map(toChunk);
      }),
  };
  return engine;
}

/** The reader's live-row figures, through a store on the file (the same ones its searches rank by). */
async function liveFigures(db: Client): Promise<Live> {
  const rows = Number((await db.execute('SELECT count(*) AS n FROM chunks')).rows[0]!.n);
  // Mean length over live rows from FTS5's docsize records, as the reader computes it.
  const { createRowLengths } = await import('../../../packages/vector-search/src/libsql/fts5/row-lengths.js');
  const lengths = await createRowLengths(db, 'chunks_fts').read();
  const live = (await db.execute('SELECT rid FROM chunks')).rows.map((r) => Number(r.rid));
  return { rows, avgLength: live.reduce((s, rid) => s + (lengths[rid] ?? 0), 0) / rows };
}

async function compare(label: string, queries: readonly string[], reader: VectorStore, engines: Engine[]) {
  const all: Engine[] = [{ label: 'reader', search: (q) => reader.search(q, { topK: TOP }) }, ...engines];
  for (const e of all) await e.search('warm up'); // caches and JIT, for each alike
  const times = all.map(() => [] as number[]);
  const same10 = all.map(() => 0);
  const same100 = all.map(() => 0);
  for (const [n, q] of queries.entries()) {
    const got: SearchHit[][] = [];
    for (let j = 0; j < all.length; j++) {
      const i = (j + n) % all.length; // each engine goes first in turn
      const t = performance.now();
      got[i] = await all[i]!.search(q);
      times[i]!.push(performance.now() - t);
    }
    const ids = got.map((h) => h.map((x) => x.id));
    for (let i = 0; i < all.length; i++) {
      if (ids[i]!.slice(0, 10).join('\n') === ids[0]!.slice(0, 10).join('\n')) same10[i]!++;
      if ([...ids[i]!].sort().join('\n') === [...ids[0]!].sort().join('\n')) same100[i]!++;
    }
  }
  console.log(`  ${label}: ${queries.length} queries (load ${loadavg()[0]!.toFixed(1)})`);
  all.forEach((e, i) => {
    const s = [...times[i]!].sort((a, b) => a - b);
    console.log(
      `    ${e.label.padEnd(12)} top 10 as today ${String(same10[i]).padStart(3)}/${queries.length}  top 100 as today ${String(same100[i]).padStart(3)}/${queries.length}  p50 ${pct(s, 50).toFixed(1).padStart(6)} ms  p95 ${pct(s, 95).toFixed(1).padStart(6)} ms`,
    );
  });
}

const lanceFrom = argValue('--lancedb');
console.log(
  `lexical engines: reader vs fts5 bm25() vs ${lanceFrom ? 'lancedb' : 'lancedb (skipped: no --lancedb <dir>)'}`,
);

// scale.ts's corpus, fresh and after an incremental update.
{
  const chunks = scaleChunks(Number(argValue('--chunks') ?? 10_000));
  const dir = mkdtempSync(join(tmpdir(), 'lexical-engines-'));
  const path = join(dir, 'index.db');
  const t = performance.now();
  const writer = await createLibsqlStore({ path });
  await writer.upsert(chunks);
  const storeMs = performance.now() - t;
  const reader = await createLibsqlStore({ path });
  const db = createClient({ url: `file:${path}` });
  let live = await liveFigures(db);
  const engines = fts5Engines(db, live);
  const lance = lanceFrom ? await lanceEngine(lanceFrom, db, () => live) : undefined;
  const lanceMs = lance ? await lance.build(chunks) : 0;
  console.log(
    `  scale: ${chunks.length} chunks; libsql store ${(storeMs / 1000).toFixed(1)} s${lance ? `, lancedb table + fts indexes ${(lanceMs / 1000).toFixed(1)} s` : ''}`,
  );
  await compare('scale, fresh', scaleQueries, reader, lance ? [...engines, lance] : engines);

  const deleted = chunks.filter((_, i) => i % 9 === 0);
  const written = chunks
    .filter((_, i) => i % 11 === 0 && i % 9 !== 0)
    .map((c) => ({ ...c, text: `${c.text} parse user` }));
  await writer.delete({ ids: deleted.map((c) => c.id) });
  await writer.upsert(written);
  live = await liveFigures(db);
  const updated = fts5Engines(db, live);
  if (lance)
    console.log(
      `  lancedb update (delete, add, optimize): ${((await lance.update(deleted, written)) / 1000).toFixed(1)} s`,
    );
  await compare('scale, after an update', scaleQueries, reader, lance ? [...updated, lance] : updated);
  await Promise.all([writer.dispose?.(), reader.dispose?.()]);
  db.close();
  rmSync(dir, { recursive: true, force: true });
}

// CoSQA (apps/repo-index-mcp/bench/cosqa.ts's corpus and queries), indexed as repo-index indexes it.
const cosqa = process.argv.includes('--cosqa') ? buildCosqa('lexical-engines-cosqa-') : undefined;
if (!cosqa)
  console.log(
    `  cosqa: ${process.argv.includes('--cosqa') ? '../shared/benchmarks/cosqa not found' : 'no --cosqa'}; skipped.`,
  );
else {
  const { dir, store, index } = await openIndex({ pool: false });
  await index.run({ root: cosqa.root });
  const db = createClient({ url: `file:${join(dir, 'index.db')}` });
  const live = await liveFigures(db);
  const chunks: StoredChunk[] = [];
  for (let offset = 0; ; offset += 5000) {
    const page = await store.list!({ offset, limit: 5000 });
    if (!page.length) break;
    chunks.push(...page);
  }
  const lance = lanceFrom ? await lanceEngine(lanceFrom, db, () => live) : undefined;
  if (lance) await lance.build(chunks);
  console.log(`  cosqa: ${chunks.length} chunks`);
  const engines = fts5Engines(db, live);
  await compare(
    'cosqa',
    cosqa.queries.map((q) => q.query),
    store,
    lance ? [...engines, lance] : engines,
  );
  await store.dispose?.();
  db.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(cosqa.work, { recursive: true, force: true });
}
