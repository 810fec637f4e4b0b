import type { Client } from '@libsql/client';
import type { Exec, WriteTx } from './write-tx.js';
import { AppError } from '@sextant/core-engine';
import { dropStaged } from './writes.js';

/**
 * Version of the table layout this code writes, kept in `store_info` under `schema`. 3: `staged_files` (the
 * files each staging batch completed) and the `generation` of the live rows in `store_info`. 4: `chunks` and
 * `chunks_staged` have one shape (metadata before text) and `chunks` its indexes by name, so a commit can
 * make the staged table the live one (see promote.ts) instead of copying every row's text. 5: a long text is
 * stored deflated, as a BLOB (see chunk-text.ts); schema-4 rows (all text) read the same and are kept.
 */
export const SCHEMA_VERSION = 5;

const PRAGMAS = [
  // A new file frees pages on request (see `freePages`); no effect on a file that has tables already.
  'PRAGMA auto_vacuum=INCREMENTAL',
  'PRAGMA journal_mode=WAL',
  'PRAGMA busy_timeout=10000',
  // WAL + NORMAL survives a killed process (only a power cut may lose the last commits).
  'PRAGMA synchronous=NORMAL',
  // Bigger page cache for the FTS segment merges of large commits (negative: KiB).
  'PRAGMA cache_size=-65536',
];

/** The FTS columns and tokenizer: anything that tokenizes rows as the index does (carried-postings.ts) uses these. */
export const FTS_COLUMNS = 'symbol, path, doc, body';
export const FTS_TOKENIZE = "tokenize='unicode61 remove_diacritics 0'";

// Contentless FTS5: search only needs rowids and bm25, so no second copy of every token is stored.
const ftsTable = (name: string) =>
  `CREATE VIRTUAL TABLE IF NOT EXISTS ${name} USING fts5(${FTS_COLUMNS}, content='', contentless_delete=1, ${FTS_TOKENIZE})`;

/**
 * A table of rows, live (`chunks`) or staged (`chunks_staged`): the same shape, so one can become the other.
 * `meta` comes before `text`: a scan reading the metadata (a path filter, building the path index) stops
 * before the text and its overflow pages.
 */
export const rowTable = (name: string) =>
  `CREATE TABLE IF NOT EXISTS ${name} (rid INTEGER PRIMARY KEY, id TEXT NOT NULL, meta TEXT NOT NULL, text TEXT NOT NULL)`;

/** The live rows' ids are unique. */
export const UNIQUE_IDS = 'CREATE UNIQUE INDEX IF NOT EXISTS chunks_id ON chunks(id)';
/** Deletes and filters find a file's live rows by path. */
export const PATH_INDEX = "CREATE INDEX IF NOT EXISTS chunks_path ON chunks(json_extract(meta, '$.path'))";

const TABLES = [
  rowTable('chunks'),
  UNIQUE_IDS,
  PATH_INDEX,
  // Rows of a run not committed yet: their FTS (and vector) rows are written already, under rids no live row uses.
  rowTable('chunks_staged'),
  // The files each committed staging batch completed (with the indexer's record of them): a killed run resumes from them.
  'CREATE TABLE IF NOT EXISTS staged_files (path TEXT PRIMARY KEY, hash TEXT NOT NULL, data TEXT NOT NULL)',
  ftsTable('chunks_fts'),
  "CREATE VIRTUAL TABLE IF NOT EXISTS chunks_vocab USING fts5vocab(chunks_fts, 'row')",
];

/** Opens the schema: creates a new file at the current version and upgrades an older one in one transaction. */
export async function openSchema(db: Client, write: WriteTx): Promise<void> {
  for (const sql of PRAGMAS) await db.execute(sql);
  await db.execute('CREATE TABLE IF NOT EXISTS store_info (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  await write(async (exec) => {
    const version = Number((await exec("SELECT value FROM store_info WHERE key = 'schema'")).rows[0]?.value ?? 0);
    if (version > SCHEMA_VERSION) {
      throw new AppError('INVALID_INPUT', `This store was written by a newer version (schema ${version}).`, {
        hint: 'Upgrade, or delete the index and build it again.',
      });
    }
    const hasChunks = (await exec("SELECT 1 FROM sqlite_master WHERE name = 'chunks_fts'")).rows.length > 0;
    // Schema 1 (no version row): the same rows with an FTS table that also stored its content; rebuilt as contentless.
    if (hasChunks && version < 2) await upgradeFromV1(exec);
    const hasStaged = (await exec("SELECT 1 FROM sqlite_master WHERE name = 'chunks_staged'")).rows.length > 0;
    if (hasStaged && version < 3) await upgradeFromV2(exec);
    if (version < 4) await upgradeFromV3(exec);
    // Schema 4 to 5: nothing to change (a version 4 reader would take a deflated text for the text itself).
    for (const sql of TABLES) await exec(sql);
    if (version !== SCHEMA_VERSION)
      await exec({
        sql: "INSERT OR REPLACE INTO store_info VALUES ('schema', ?)",
        args: [String(SCHEMA_VERSION)],
      });
  });
}

async function upgradeFromV1(exec: Exec): Promise<void> {
  await exec(ftsTable('chunks_fts_v2'));
  await exec(
    'INSERT INTO chunks_fts_v2 (rowid, symbol, path, doc, body) SELECT rowid, symbol, path, doc, body FROM chunks_fts',
  );
  await exec('DROP TABLE IF EXISTS chunks_vocab');
  await exec('DROP TABLE chunks_fts');
  await exec('ALTER TABLE chunks_fts_v2 RENAME TO chunks_fts');
}

// Schema 2 kept no record of the files its staging batches completed: rows a killed run staged cannot be
// resumed (nor trusted), so they go with their FTS and vector rows. Live rows are kept as they are.
async function upgradeFromV2(exec: Exec): Promise<void> {
  const vectors = (await exec("SELECT 1 FROM sqlite_master WHERE name = 'chunk_vectors'")).rows.length > 0;
  await dropStaged(exec, undefined, vectors ? 1 : 0);
}

// Schema 3 and before declared `chunks.id` UNIQUE in the table (an unnamed index the staged table cannot
// have) and kept the text before the metadata: both tables are copied once into the current shape.
async function upgradeFromV3(exec: Exec): Promise<void> {
  for (const table of ['chunks', 'chunks_staged']) {
    const exists = await exec({ sql: "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", args: [table] });
    if (exists.rows.length === 0) continue;
    await exec(rowTable(`${table}_v4`));
    await exec(`INSERT INTO ${table}_v4 (rid, id, meta, text) SELECT rid, id, meta, text FROM ${table}`);
    await exec(`DROP TABLE ${table}`);
    await exec(`ALTER TABLE ${table}_v4 RENAME TO ${table}`);
  }
}

/**
 * Gives free pages back to the file system when they are at least an eighth of the file (after a full
 * run's commit: the staged files' records and merged FTS segments). Only a file created with
 * incremental auto-vacuum can; for others this does nothing.
 */
export async function freePages(db: Client, write: WriteTx): Promise<void> {
  const count = async (pragma: string) =>
    Number(Object.values((await db.execute(`PRAGMA ${pragma}`)).rows[0] ?? {})[0] ?? 0);
  if ((await count('auto_vacuum')) !== 2) return;
  const free = await count('freelist_count');
  if (free === 0 || free * 8 < (await count('page_count'))) return;
  // Run to its end by the client's multi-statement call: a single `execute` frees one page and leaves the
  // statement open. In its own transaction (one the client opens), in turn with this store's writes.
  await write(() => db.executeMultiple('PRAGMA incremental_vacuum').then(() => undefined), 'bare');
}
