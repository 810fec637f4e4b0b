import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Client, InStatement } from '@libsql/client';
import type { SearchHit, SearchOptions, StoredChunk, VectorStore } from '@sextant/core-engine';
import { AppError } from '@sextant/core-engine';
import { bm25TopK } from '../bm25-top-k.js';
import { filterSql } from '../filter-sql.js';
import { defaultFieldWeights, lexicalFields } from '../lexical-fields.js';
import type { FieldWeights } from '../lexical-fields.js';
import { queryTerms } from '@sextant/core-engine';

export interface LibsqlStoreOptions {
  /** Database file; created with its directory. `:memory:` is a throw-away store (a temp file removed on dispose). */
  path: string;
  /** BM25 field weights. @default { symbol: 4, path: 2, doc: 2, body: 1 } */
  fieldWeights?: Partial<FieldWeights>;
  /** Rows written per transaction. @default 2000 */
  batchSize?: number;
}

const SCHEMA = [
  'PRAGMA journal_mode=WAL',
  'PRAGMA busy_timeout=10000',
  // WAL + NORMAL survives a killed process (only a power cut may lose the last commits).
  'PRAGMA synchronous=NORMAL',
  'CREATE TABLE IF NOT EXISTS chunks (rid INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, text TEXT NOT NULL, meta TEXT NOT NULL)',
  "CREATE INDEX IF NOT EXISTS chunks_path ON chunks(json_extract(meta, '$.path'))",
  "CREATE VIRTUAL TABLE IF NOT EXISTS chunks_fts USING fts5(symbol, path, doc, body, tokenize='unicode61 remove_diacritics 0')",
  'CREATE TABLE IF NOT EXISTS store_info (key TEXT PRIMARY KEY, value TEXT NOT NULL)',
  "CREATE VIRTUAL TABLE IF NOT EXISTS chunks_vocab USING fts5vocab(chunks_fts, 'row')",
];

/** Query terms in more than this share of chunks are dropped (when others remain): they cost much and rank little. */
const COMMON_TERM_SHARE = 0.25;

/** Embedded store: one libsql file with FTS5 BM25 over code-aware tokens and native vectors (`F32_BLOB`). */
export async function createLibsqlStore(opts: LibsqlStoreOptions): Promise<VectorStore> {
  const { createClient } = await import('@libsql/client');
  // @libsql/client hands its connection to a transaction and opens a new one for later calls, which for a real
  // in-memory database is a new, empty one. A temp file behaves like any other store.
  const temp = opts.path === ':memory:' ? mkdtempSync(join(tmpdir(), 'sextant-libsql-')) : undefined;
  const path = temp ? join(temp, 'store.db') : opts.path;
  mkdirSync(dirname(path), { recursive: true });
  const db: Client = createClient({ url: `file:${path}` });
  for (const sql of SCHEMA) await db.execute(sql);
  const w = { ...defaultFieldWeights, ...opts.fieldWeights };
  const batchSize = opts.batchSize ?? 2000;
  let dimension = Number(
    (await db.execute("SELECT value FROM store_info WHERE key = 'dimension'")).rows[0]?.value ?? 0,
  );

  async function ensureVectors(dim: number): Promise<void> {
    if (dimension === dim) return;
    if (dimension !== 0) {
      throw new AppError('INVALID_INPUT', `This store holds ${dimension}-dimensional vectors, got ${dim}.`, {
        hint: 'Use the embedder the index was built with, or rebuild the index.',
      });
    }
    await db.batch(
      [
        `CREATE TABLE IF NOT EXISTS chunk_vectors (rid INTEGER PRIMARY KEY, emb F32_BLOB(${dim}) NOT NULL)`,
        'CREATE INDEX IF NOT EXISTS chunk_vectors_idx ON chunk_vectors(libsql_vector_idx(emb))',
        { sql: "INSERT OR REPLACE INTO store_info VALUES ('dimension', ?)", args: [String(dim)] },
      ],
      'write',
    );
    dimension = dim;
  }

  const deleteRids = (where: string, args: (string | number)[]): InStatement[] => [
    { sql: `DELETE FROM chunks_fts WHERE rowid IN (SELECT rid FROM chunks WHERE ${where})`, args },
    ...(dimension
      ? [{ sql: `DELETE FROM chunk_vectors WHERE rid IN (SELECT rid FROM chunks WHERE ${where})`, args }]
      : []),
    { sql: `DELETE FROM chunks WHERE ${where}`, args },
  ];

  // Document frequencies for query pruning and top-k bounds, cleared on every write: this store's, or another
  // connection's (another process indexing the same file), which changes PRAGMA data_version.
  let stats: { total: number; df: Map<string, number>; version: unknown } | undefined;
  async function pruneCommon(terms: string[]): Promise<string[]> {
    if (terms.length < 2) return terms;
    const version = (await db.execute('PRAGMA data_version')).rows[0]?.[0];
    if (stats?.version !== version) stats = undefined;
    stats ??= {
      total: Number((await db.execute('SELECT count(*) AS n FROM chunks')).rows[0]?.n ?? 0),
      df: new Map(),
      version,
    };
    const missing = terms.filter((t) => !stats!.df.has(t));
    if (missing.length) {
      const rs = await db.execute({
        sql: `SELECT term, doc FROM chunks_vocab WHERE term IN (${missing.map(() => '?').join(',')})`,
        args: missing,
      });
      for (const t of missing) stats.df.set(t, 0);
      for (const r of rs.rows) stats.df.set(String(r.term), Number(r.doc));
    }
    const kept = terms.filter((t) => stats!.df.get(t)! <= stats!.total * COMMON_TERM_SHARE);
    return kept.length ? kept : terms;
  }

  function toHit(row: Record<string, unknown>, score: number): SearchHit {
    return { id: String(row.id), text: String(row.text), metadata: JSON.parse(String(row.meta)), score };
  }

  return {
    id: 'libsql',
    async upsert(chunks) {
      const withVector = chunks.find((c) => c.vector && c.vector.length > 0);
      if (withVector) await ensureVectors(withVector.vector!.length);
      // Last write wins for repeated ids; rows go in as multi-row statements, one transaction per batch.
      const unique = [...new Map(chunks.map((c) => [c.id, c])).values()];
      stats = undefined;
      for (let i = 0; i < unique.length; i += batchSize) {
        await writeBatch(db, unique.slice(i, i + batchSize), dimension);
      }
    },
    async delete(target) {
      stats = undefined;
      if ('ids' in target) {
        for (let i = 0; i < target.ids.length; i += batchSize) {
          const ids = target.ids.slice(i, i + batchSize) as string[];
          await db.batch(deleteRids(`id IN (${ids.map(() => '?').join(',')})`, ids), 'write');
        }
        return;
      }
      const f = filterSql(target.filter);
      await db.batch(deleteRids(f.sql, f.args), 'write');
    },
    async search(text, { topK, filter }: SearchOptions) {
      const terms = await pruneCommon(queryTerms(text));
      if (terms.length === 0) return [];
      const match = terms.map((t) => `"${t.replace(/"/g, '')}"`).join(' OR ');
      const bm25 = `bm25(chunks_fts, ${w.symbol}, ${w.path}, ${w.doc}, ${w.body})`;
      // Without a filter, rank inside FTS5 first and join only the top rows (much faster on big indexes),
      // and score only the rows that can reach the top k (bm25-top-k.ts).
      const top = async (m: string) =>
        (
          await db.execute({
            sql: `SELECT c.id, c.text, c.meta, t.s FROM
                    (SELECT rowid AS rid, ${bm25} AS s FROM chunks_fts WHERE chunks_fts MATCH ? ORDER BY s LIMIT ?) t
                  JOIN chunks c ON c.rid = t.rid ORDER BY t.s`,
            args: [m, topK],
          })
        ).rows;
      const rows =
        filter && Object.keys(filter).length
          ? (
              await (async () => {
                const f = filterSql(filter, 'c.meta');
                return db.execute({
                  sql: `SELECT c.id, c.text, c.meta, ${bm25} AS s FROM chunks_fts JOIN chunks c ON c.rid = chunks_fts.rowid
                    WHERE chunks_fts MATCH ? AND ${f.sql} ORDER BY s LIMIT ?`,
                  args: [match, ...f.args, topK],
                });
              })()
            ).rows
          : await bm25TopK(
              terms.map((term) => ({ term, rows: stats?.df.get(term) ?? 0 })),
              { total: stats?.total ?? 0, k: topK, run: top },
            );
      return rows.map((r) => toHit(r as never, -Number(r.s)));
    },
    async query(vector, { topK, filter }: SearchOptions) {
      if (!dimension) return [];
      if (vector.length !== dimension) await ensureVectors(vector.length);
      const f = filterSql(filter, 'c.meta');
      const pool = filter ? Math.min(topK * 10, 2000) : topK;
      const v = JSON.stringify(Array.from(vector));
      const rs = await db.execute({
        sql: `SELECT c.id, c.text, c.meta, vector_distance_cos(cv.emb, vector32(?)) AS d
              FROM vector_top_k('chunk_vectors_idx', vector32(?), ?) AS t
              JOIN chunk_vectors cv ON cv.rid = t.id JOIN chunks c ON c.rid = t.id
              WHERE ${f.sql} ORDER BY d LIMIT ?`,
        args: [v, v, pool, ...f.args, topK],
      });
      return rs.rows.map((r) => toHit(r as never, 1 - Number(r.d)));
    },
    async count(filter) {
      const f = filterSql(filter);
      const rs = await db.execute({ sql: `SELECT count(*) AS n FROM chunks WHERE ${f.sql}`, args: f.args });
      return Number(rs.rows[0]?.n ?? 0);
    },
    async get(ids) {
      const out: StoredChunk[] = [];
      for (let i = 0; i < ids.length; i += batchSize) {
        const part = ids.slice(i, i + batchSize) as string[];
        const rs = await db.execute({
          sql: `SELECT id, text, meta FROM chunks WHERE id IN (${part.map(() => '?').join(',')})`,
          args: part,
        });
        out.push(
          ...rs.rows.map((r) => ({ id: String(r.id), text: String(r.text), metadata: JSON.parse(String(r.meta)) })),
        );
      }
      return out;
    },
    async list({ offset, limit }) {
      const rs = await db.execute({
        sql: 'SELECT id, text, meta FROM chunks ORDER BY rid LIMIT ? OFFSET ?',
        args: [limit, offset],
      });
      return rs.rows.map((r) => ({ id: String(r.id), text: String(r.text), metadata: JSON.parse(String(r.meta)) }));
    },
    async dispose() {
      db.close();
      if (temp) rmSync(temp, { recursive: true, force: true });
    },
  };
}

const ROWS_PER_STATEMENT = 200;

async function writeBatch(db: Client, batch: readonly StoredChunk[], dimension: number): Promise<void> {
  const tx = await db.transaction('write');
  try {
    for (let i = 0; i < batch.length; i += ROWS_PER_STATEMENT) {
      const rows = batch.slice(i, i + ROWS_PER_STATEMENT);
      const ids = rows.map((c) => c.id);
      const marks = ids.map(() => '?').join(',');
      await tx.execute({
        sql: `DELETE FROM chunks_fts WHERE rowid IN (SELECT rid FROM chunks WHERE id IN (${marks}))`,
        args: ids,
      });
      if (dimension)
        await tx.execute({
          sql: `DELETE FROM chunk_vectors WHERE rid IN (SELECT rid FROM chunks WHERE id IN (${marks}))`,
          args: ids,
        });
      await tx.execute({ sql: `DELETE FROM chunks WHERE id IN (${marks})`, args: ids });
      const inserted = await tx.execute({
        sql: `INSERT INTO chunks (id, text, meta) VALUES ${rows.map(() => '(?, ?, ?)').join(',')} RETURNING rid, id`,
        args: rows.flatMap((c) => [c.id, c.text, JSON.stringify(c.metadata)]),
      });
      const rid = new Map(inserted.rows.map((r) => [String(r.id), Number(r.rid)]));
      await tx.execute({
        sql: `INSERT INTO chunks_fts (rowid, symbol, path, doc, body) VALUES ${rows.map(() => '(?, ?, ?, ?, ?)').join(',')}`,
        args: rows.flatMap((c) => {
          const f = lexicalFields(c);
          return [rid.get(c.id)!, f.symbol, f.path, f.doc, f.body];
        }),
      });
      const vectors = dimension ? rows.filter((c) => c.vector && c.vector.length > 0) : [];
      if (vectors.length) {
        await tx.execute({
          sql: `INSERT INTO chunk_vectors (rid, emb) VALUES ${vectors.map(() => '(?, vector32(?))').join(',')}`,
          args: vectors.flatMap((c) => [rid.get(c.id)!, JSON.stringify(Array.from(c.vector!))]),
        });
      }
    }
    await tx.commit();
  } finally {
    tx.close();
  }
}
