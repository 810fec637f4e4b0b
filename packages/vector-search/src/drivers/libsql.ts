import type { Client } from '@libsql/client';
import type { StoredChunk, VectorStore } from '@sextant/core-engine';
import type { SearchOptions, StagedFile } from '@sextant/core-engine/ports';
import type { RepairNote } from '@sextant/core-engine/indexing';
import { AppError } from '@sextant/core-engine';
import { filterSql } from '../libsql/filter-sql.js';
import { createBm25TopK } from '../libsql/fts5/bm25-top-k.js';
import type { Bm25TopK } from '../libsql/fts5/bm25-top-k.js';
import { createRowLengths } from '../libsql/fts5/row-lengths.js';
import { createLexicalFields, defaultFieldWeights } from '../lexical/fields.js';
import type { FieldWeights } from '../lexical/fields.js';
import { defaultLexicalRanking } from '../lexical/rank.js';
import type { LexicalRanking } from '../lexical/rank.js';
import { createCorpusStats } from '../libsql/corpus-stats.js';
import type { CorpusSnapshot, CorpusStats } from '../libsql/corpus-stats.js';
import { guardDamage } from '../libsql/damage-guard.js';
import { openDb } from '../libsql/open-db.js';
import { filteredRows, postingsCandidates, toChunk, toHit } from '../libsql/lexical-candidates.js';
import { byScoreThenId, commonAbove, lexicalQuery, planLexicalQuery } from '../libsql/lexical-query.js';
import { createTermPostings } from '../libsql/fts5/term-postings.js';
import { promoteStaged } from '../libsql/promote.js';
import { freePages } from '../libsql/schema.js';
import { deleteLive, discardStaged, recordStagedFiles, writeRows } from '../libsql/writes.js';
import type { WriteTx } from '../libsql/write-tx.js';
import { readChunkRows } from '../libsql/chunk-rows.js';

export interface LibsqlStoreOptions {
  /** Database file; created with its directory. Use `:memory:` for a throw-away store. */
  path: string;
  /** BM25 field weights. @default { symbol: 4, path: 2, doc: 2, body: 1 } */
  fieldWeights?: Partial<FieldWeights>;
  /** Rows written per transaction. @default 5000 */
  batchSize?: number;
  /** How lexical search ranks: BM25 k1 and b, synonym and compound weights (0 turns one off). */
  ranking?: Partial<LexicalRanking>;
  /**
   * Term postings (12 bytes each) kept in memory between searches until the next write: a large index's
   * common terms hold hundreds of thousands each, and a search reading them again costs tens of ms. @default 8_000_000
   */
  cachedPostings?: number;
  /** Bytes of chunk rows (text and metadata) kept in memory between searches until the next write. @default 32_000_000 */
  cachedRowBytes?: number;
}

/** Embedded store: one libsql file with FTS5 BM25 over code-aware tokens and native vectors (`F32_BLOB`). */
export async function createLibsqlStore(opts: LibsqlStoreOptions): Promise<VectorStore> {
  const w = { ...defaultFieldWeights, ...opts.fieldWeights };
  const ranking = { ...defaultLexicalRanking, ...opts.ranking };
  const batchSize = opts.batchSize ?? 5000;
  let db!: Client;
  let tx!: WriteTx;
  let corpus!: CorpusStats;
  let bm25TopK!: Bm25TopK;
  let dimension = 0;
  let repaired: RepairNote | undefined;
  const lexical = createLexicalFields();
  // Opens (or, after damage, re-opens) the file with the figures kept for its connection.
  async function connect(damage?: string) {
    const opened = await openDb(opts.path, damage);
    ({ db, tx } = opened);
    repaired = opened.repaired ?? repaired;
    // The snapshot keeps terms' live postings (corpus-stats.ts); the reader keeps no second copy.
    const postings = createTermPostings(db, { weights: w, maxPostings: 0 });
    const bounds = {
      postingBytes: 12 * (opts.cachedPostings ?? 8_000_000),
      rowBytes: opts.cachedRowBytes ?? 32_000_000,
    };
    corpus = createCorpusStats(db, {
      postings,
      lengths: createRowLengths(db, 'chunks_fts'),
      bounds,
      weights: [w.symbol, w.path, w.doc, w.body],
    });
    bm25TopK = createBm25TopK();
    dimension = Number((await db.execute("SELECT value FROM store_info WHERE key = 'dimension'")).rows[0]?.value ?? 0);
  }
  await connect();

  async function ensureVectors(dim: number): Promise<void> {
    if (dimension === dim) return;
    if (dimension !== 0) {
      throw new AppError('INVALID_INPUT', `This store holds ${dimension}-dimensional vectors, got ${dim}.`, {
        hint: 'Use the embedder the index was built with, or rebuild the index.',
      });
    }
    await write(async (exec) => {
      await exec(`CREATE TABLE IF NOT EXISTS chunk_vectors (rid INTEGER PRIMARY KEY, emb F32_BLOB(${dim}) NOT NULL)`);
      await exec('CREATE INDEX IF NOT EXISTS chunk_vectors_idx ON chunk_vectors(libsql_vector_idx(emb))');
      await exec({ sql: "INSERT OR REPLACE INTO store_info VALUES ('dimension', ?)", args: [String(dim)] });
    });
    dimension = dim;
  }

  // Writes that change the live rows also count one more generation, in the same transaction.
  const live: WriteTx = (fn) =>
    write(async (exec) => {
      const out = await fn(exec);
      await exec(
        "INSERT INTO store_info VALUES ('generation', '1') ON CONFLICT(key) DO UPDATE SET value = CAST(value AS INTEGER) + 1",
      );
      return out;
    });
  const deleteRids = (where: string, args: (string | number)[]) =>
    live(async (exec) => {
      for (const st of deleteLive(where, args, dimension)) await exec(st);
    });
  const vectorsFor = async (chunks: readonly StoredChunk[]) => {
    const withVector = chunks.find((c) => c.vector && c.vector.length > 0);
    if (withVector) await ensureVectors(withVector.vector!.length);
  };
  // Last write wins for repeated ids.
  const unique = (chunks: readonly StoredChunk[]) => [...new Map(chunks.map((c) => [c.id, c])).values()];

  // What ranking reads (live rows, their lengths, term postings) is kept until a write: this store's (the next
  // search patches it with the rows the write touched), or another connection's (another process indexing the
  // same file), which changes PRAGMA data_version. A search running while a write is under way keeps nothing.
  const write: WriteTx = async (fn, mode) => {
    const stats = corpus;
    stats.writeBegins();
    try {
      return await tx(fn, mode);
    } finally {
      stats.writeEnds();
    }
  };

  // Live or staged rows: multi-row statements, one transaction per batch; staged files go with the last.
  async function writeAll(chunks: readonly StoredChunk[], staged: boolean, files: readonly StagedFile[] = []) {
    await vectorsFor(chunks);
    const rows = unique(chunks);
    for (let i = 0; i < Math.max(rows.length, files.length ? 1 : 0); i += batchSize)
      await (staged ? write : live)(async (exec) => {
        await writeRows(exec, rows.slice(i, i + batchSize), {
          staged,
          dimension,
          lexical,
          written: (rid, f) => corpus.wrote(rid, f),
        });
        if (i + batchSize >= rows.length) await recordStagedFiles(exec, files);
      });
  }

  async function lexicalSearch(text: string, { topK, filter, expansions, trace }: SearchOptions, st: CorpusSnapshot) {
    const planned = planLexicalQuery(text, expansions);
    const t = trace && performance.now();
    // Terms surely too common to rank get a lower bound of their frequency (enough to drop them), not their postings.
    const freq = await st.frequencies(planned.terms, commonAbove(st.rows));
    if (trace) trace('  lexical: term postings', performance.now() - t!);
    // The query, with exact frequencies for every term it keeps (a common one kept: its postings are read now).
    const planFor = async (keepCommon: boolean) => {
      const build = () =>
        lexicalQuery(
          planned,
          topK,
          { rows: st.rows, avgLength: st.avgLength, df: (t) => freq.get(t)?.df ?? 0 },
          ranking,
          keepCommon,
        );
      const inexact = build()?.wanted.filter((t) => freq.get(t)?.exact === false) ?? [];
      if (!inexact.length) return build();
      for (const [t, p] of await st.postings(inexact)) freq.set(t, { df: p.rids.length, exact: true });
      return build();
    };
    const q = await planFor(false);
    if (!q) return [];
    const allowed = filter && Object.keys(filter).length ? await filteredRows(db, filter) : undefined;
    let hits = await postingsCandidates(db, q, st, bm25TopK, allowed, trace);
    // The rarer words a query kept may be in no row the filter allows: then its common words answer.
    const every = hits.length === 0 ? await planFor(true) : undefined;
    if (every && every.wanted.length > q.wanted.length)
      hits = await postingsCandidates(db, every, st, bm25TopK, allowed, trace);
    return hits.sort(byScoreThenId).slice(0, topK);
  }

  const store: VectorStore = {
    id: 'libsql',
    get repaired() {
      return repaired;
    },
    clearRepaired() {
      repaired = undefined;
    },
    upsert: (chunks) => writeAll(chunks, false),
    staging: {
      stage: (chunks, files) => writeAll(chunks, true, files),
      async promote({ ids, all }) {
        await live(async (exec) => {
          if (all) for (const st of deleteLive('1', [], dimension)) await exec(st);
          await promoteStaged(exec, ids, dimension);
        });
        await freePages(db, write);
      },
      async discard(keep) {
        await write((exec) => discardStaged(exec, keep?.paths, dimension));
      },
      async staged() {
        const rs = await db.execute('SELECT path, hash, data FROM staged_files');
        return rs.rows.map((r) => ({ path: String(r.path), hash: String(r.hash), data: String(r.data) }));
      },
    },
    async delete(target) {
      if ('ids' in target) {
        for (let i = 0; i < target.ids.length; i += batchSize) {
          const ids = target.ids.slice(i, i + batchSize) as string[];
          await deleteRids(`id IN (${ids.map(() => '?').join(',')})`, ids);
        }
        return;
      }
      const f = filterSql(target.filter);
      await deleteRids(f.sql, f.args);
    },
    async search(text, opts: SearchOptions) {
      // A search reads several times; one that overlapped a commit (another process's too) is done again.
      for (let attempt = 0; ; attempt++) {
        const st = await corpus.read();
        const hits = await lexicalSearch(text, opts, st);
        if (attempt >= 4 || (await corpus.isCurrent(st))) return hits;
      }
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
    async generation() {
      const rs = await db.execute("SELECT value FROM store_info WHERE key = 'generation'");
      return Number(rs.rows[0]?.value ?? 0);
    },
    async count(filter) {
      const f = filterSql(filter);
      const rs = await db.execute({ sql: `SELECT count(*) AS n FROM chunks WHERE ${f.sql}`, args: f.args });
      return Number(rs.rows[0]?.n ?? 0);
    },
    async get(ids) {
      const out: StoredChunk[] = [];
      for (let i = 0; i < ids.length; i += batchSize) {
        const rows = await readChunkRows(db, 'id', ids.slice(i, i + batchSize) as string[]);
        for (const { id, text, meta } of rows) out.push({ id, text, metadata: meta as never });
      }
      return out;
    },
    async list({ offset, limit }) {
      const rs = await db.execute({
        sql: 'SELECT id, text, meta FROM chunks ORDER BY rid LIMIT ? OFFSET ?',
        args: [limit, offset],
      });
      return rs.rows.map(toChunk);
    },
    async dispose() {
      // Pages go from the WAL into the database file (fails harmlessly while another connection reads).
      await db.execute('PRAGMA wal_checkpoint(TRUNCATE)').catch(() => undefined);
      db.close();
    },
  };
  return guardDamage(store, opts.path, async (reason) => {
    db.close();
    await connect(reason);
    return repaired!;
  });
}
