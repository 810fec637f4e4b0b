import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Client, InStatement } from '@libsql/client';
import type { SearchHit, SearchOptions, StoredChunk, VectorStore } from '@sextant/core-engine';
import { AppError } from '@sextant/core-engine';
import { filterSql } from '../filter-sql.js';
import { readAverages } from '../fts5-averages.js';
import { defaultFieldWeights, lexicalFields } from '../lexical-fields.js';
import type { FieldWeights } from '../lexical-fields.js';
import { planQuery } from '@sextant/core-engine';
import { defaultLexicalRanking, scoreRows } from '../lexical-rank.js';
import type { LexicalRanking, TermGroup } from '../lexical-rank.js';

export interface LibsqlStoreOptions {
  /** Database file; created with its directory. Use `:memory:` for a throw-away store. */
  path: string;
  /** BM25 field weights. @default { symbol: 4, path: 2, doc: 2, body: 1 } */
  fieldWeights?: Partial<FieldWeights>;
  /** Rows written per transaction. @default 2000 */
  batchSize?: number;
  /** How lexical search ranks: BM25 k1 and b, synonym and compound weights (0 turns one off). */
  ranking?: Partial<LexicalRanking>;
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

/** Rows FTS5 hands to the ranking below (at least topK). */
const CANDIDATES = 100;

const quote = (t: string) => `"${t.replace(/"/g, '')}"`;

/** Embedded store: one libsql file with FTS5 BM25 over code-aware tokens and native vectors (`F32_BLOB`). */
export async function createLibsqlStore(opts: LibsqlStoreOptions): Promise<VectorStore> {
  const { createClient } = await import('@libsql/client');
  if (opts.path !== ':memory:') mkdirSync(dirname(opts.path), { recursive: true });
  const db: Client = createClient({ url: opts.path === ':memory:' ? ':memory:' : `file:${opts.path}` });
  for (const sql of SCHEMA) await db.execute(sql);
  const w = { ...defaultFieldWeights, ...opts.fieldWeights };
  const ranking = { ...defaultLexicalRanking, ...opts.ranking };
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

  // Index-wide figures for ranking (rows, mean length, document frequencies), cleared on every write.
  let stats: { rows: number; avgLength: number; df: Map<string, number> } | undefined;
  async function corpusStats(terms: readonly string[]) {
    stats ??= { ...(await readAverages(db, 'chunks_fts')), df: new Map() };
    const missing = [...new Set(terms)].filter((t) => !stats!.df.has(t));
    if (missing.length) {
      const rs = await db.execute({
        sql: `SELECT term, doc FROM chunks_vocab WHERE term IN (${missing.map(() => '?').join(',')})`,
        args: missing,
      });
      for (const t of missing) stats.df.set(t, 0);
      for (const r of rs.rows) stats.df.set(String(r.term), Number(r.doc));
    }
    return stats;
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
      const plan = planQuery(text);
      const st = await corpusStats([...plan.terms, ...[...plan.synonyms.values()].flat(), ...plan.compounds]);
      const df = (t: string) => st.df.get(t) ?? 0;
      // Terms in too many chunks cost much and rank little: dropped while others remain.
      const rare = (t: string) => df(t) > 0 && df(t) <= st.rows * COMMON_TERM_SHARE;
      const kept = plan.terms.filter((t) => df(t) <= st.rows * COMMON_TERM_SHARE);
      const terms = plan.terms.length < 2 || kept.length === 0 ? plan.terms : kept;
      if (terms.length === 0) return [];
      const groups: TermGroup[] = terms.map((term) => ({
        term,
        weight: 1,
        synonyms: ranking.synonyms ? (plan.synonyms.get(term) ?? []).filter(rare) : [],
      }));
      if (ranking.compounds)
        for (const term of plan.compounds.filter(rare)) groups.push({ term, weight: ranking.compounds, synonyms: [] });
      const match = [...new Set(groups.flatMap((g) => [g.term, ...g.synonyms]))].map(quote).join(' OR ');
      const bm25 = `bm25(chunks_fts, ${w.symbol}, ${w.path}, ${w.doc}, ${w.body})`;
      // Candidates by FTS5's BM25 over every term, then ranked here with weights FTS5 cannot express.
      const limit = Math.max(topK, CANDIDATES);
      const f = filter && Object.keys(filter).length ? filterSql(filter, 'c.meta') : undefined;
      const rs = await db.execute(
        f
          ? {
              sql: `SELECT c.id, c.text, c.meta, symbol, path, doc, body FROM chunks_fts JOIN chunks c ON c.rid = chunks_fts.rowid
                    WHERE chunks_fts MATCH ? AND ${f.sql} ORDER BY ${bm25} LIMIT ?`,
              args: [match, ...f.args, limit],
            }
          : {
              // Rank rowids first and read the top rows only (sorting whole rows costs twice as much).
              sql: `SELECT c.id, c.text, c.meta, f.symbol, f.path, f.doc, f.body FROM
                    (SELECT rowid AS rid, ${bm25} AS s FROM chunks_fts WHERE chunks_fts MATCH ? ORDER BY s LIMIT ?) t
                  JOIN chunks_fts f ON f.rowid = t.rid JOIN chunks c ON c.rid = t.rid`,
              args: [match, limit],
            },
      );
      const rows = rs.rows.map((r) => ({
        fields: { symbol: String(r.symbol), path: String(r.path), doc: String(r.doc), body: String(r.body) },
      }));
      const scores = scoreRows(rows, groups, { rows: st.rows, avgLength: st.avgLength, df }, w, ranking);
      return rs.rows
        .map((r, i) => toHit(r as never, scores[i]!))
        .sort((a, b) => b.score - a.score)
        .slice(0, topK);
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
