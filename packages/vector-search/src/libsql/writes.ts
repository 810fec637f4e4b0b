import type { InStatement } from '@libsql/client';
import type { StoredChunk } from '@sextant/core-engine';
import type { StagedFile } from '@sextant/core-engine/ports';
import type { LexicalFields } from '../lexical/fields.js';
import type { Exec } from './write-tx.js';
import { packText } from './chunk-text.js';

/** Rows per multi-row INSERT (5 bound values each, far below SQLite's variable limit). */
export const ROWS_PER_STATEMENT = 500;

/** Statements deleting live rows (FTS, vectors, chunks) chosen by a WHERE clause over `chunks`. */
export const deleteLive = (where: string, args: (string | number)[], dimension: number): InStatement[] => [
  { sql: `DELETE FROM chunks_fts WHERE rowid IN (SELECT rid FROM chunks WHERE ${where})`, args },
  ...(dimension
    ? [{ sql: `DELETE FROM chunk_vectors WHERE rid IN (SELECT rid FROM chunks WHERE ${where})`, args }]
    : []),
  { sql: `DELETE FROM chunks WHERE ${where}`, args },
];

// Live and staged rows share one rid space (their FTS rows live in one table): the next rid is past both.
async function nextRid(exec: Exec): Promise<number> {
  const rs = await exec(
    'SELECT max(coalesce((SELECT max(rid) FROM chunks), 0), coalesce((SELECT max(rid) FROM chunks_staged), 0)) AS m',
  );
  return Number(rs.rows[0]?.m ?? 0) + 1;
}

/**
 * Writes rows (inside a write transaction): into `chunks` (replacing rows with the same ids) or into `chunks_staged`.
 * FTS rows take the fields `lexical` splits (the store's splitter; pre-tokenized `lexical` fields win).
 */
export async function writeRows(
  exec: Exec,
  rows: readonly StoredChunk[],
  opts: {
    staged: boolean;
    dimension: number;
    lexical: (chunk: StoredChunk) => LexicalFields;
    /** Told each FTS row written, with its fields (so a reader can patch its postings, carried-postings.ts). */
    written?: (rid: number, fields: LexicalFields) => void;
  },
): Promise<void> {
  const table = opts.staged ? 'chunks_staged' : 'chunks';
  let rid = await nextRid(exec);
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const part = rows.slice(i, i + ROWS_PER_STATEMENT);
    if (!opts.staged) {
      const ids = part.map((c) => c.id);
      for (const st of deleteLive(`id IN (${ids.map(() => '?').join(',')})`, ids, opts.dimension)) await exec(st);
    }
    const rids = part.map(() => rid++);
    await exec({
      sql: `INSERT INTO ${table} (rid, id, text, meta) VALUES ${part.map(() => '(?, ?, ?, ?)').join(',')}`,
      args: part.flatMap((c, j) => [
        rids[j]!,
        c.id,
        c.packed ?? packText(c.text),
        c.metaJson ?? JSON.stringify(c.metadata),
      ]),
    });
    await exec({
      sql: `INSERT INTO chunks_fts (rowid, symbol, path, doc, body) VALUES ${part.map(() => '(?, ?, ?, ?, ?)').join(',')}`,
      args: part.flatMap((c, j) => {
        const f = opts.lexical(c);
        opts.written?.(rids[j]!, f);
        return [rids[j]!, f.symbol, f.path, f.doc, f.body];
      }),
    });
    const vectors = opts.dimension ? part.flatMap((c, j) => (c.vector?.length ? [[rids[j]!, c] as const] : [])) : [];
    if (vectors.length) {
      await exec({
        sql: `INSERT INTO chunk_vectors (rid, emb) VALUES ${vectors.map(() => '(?, vector32(?))').join(',')}`,
        args: vectors.flatMap(([r, c]) => [r, JSON.stringify(Array.from(c.vector!))]),
      });
    }
  }
}

/** Records the files a staging batch completed (inside its write transaction). */
export async function recordStagedFiles(exec: Exec, files: readonly StagedFile[]): Promise<void> {
  for (let i = 0; i < files.length; i += ROWS_PER_STATEMENT) {
    const part = files.slice(i, i + ROWS_PER_STATEMENT);
    await exec({
      sql: `INSERT OR REPLACE INTO staged_files (path, hash, data) VALUES ${part.map(() => '(?, ?, ?)').join(',')}`,
      args: part.flatMap((f) => [f.path, f.hash, f.data]),
    });
  }
}

/** Drops staged rows and files, all of them or all but the files `keep` names. */
export async function discardStaged(exec: Exec, keep: readonly string[] | undefined, dimension: number): Promise<void> {
  if (!keep?.length) {
    await dropStaged(exec, undefined, dimension);
    await exec('DELETE FROM staged_files');
    return;
  }
  await exec('CREATE TEMP TABLE IF NOT EXISTS kept_files (path TEXT PRIMARY KEY)');
  await exec('DELETE FROM temp.kept_files');
  for (let i = 0; i < keep.length; i += ROWS_PER_STATEMENT) {
    const part = keep.slice(i, i + ROWS_PER_STATEMENT) as string[];
    await exec({ sql: `INSERT OR IGNORE INTO temp.kept_files VALUES ${part.map(() => '(?)').join(',')}`, args: part });
  }
  await exec('DELETE FROM staged_files WHERE path NOT IN (SELECT path FROM temp.kept_files)');
  // Rows of a batch that never recorded its files (killed between its transactions) go too.
  await dropStaged(exec, "json_extract(meta, '$.path') NOT IN (SELECT path FROM staged_files)", dimension);
}

/** Drops staged rows (all of them without a WHERE clause) with their FTS and vector rows. */
export async function dropStaged(exec: Exec, where = '1', dimension: number): Promise<void> {
  let rids = 'SELECT rid FROM chunks_staged';
  if (where !== '1') {
    // The rows chosen once (the clause may read every staged row), then dropped by rid; often there are none.
    await exec('CREATE TEMP TABLE IF NOT EXISTS dropped_rids (rid INTEGER PRIMARY KEY)');
    await exec('DELETE FROM temp.dropped_rids');
    const picked = await exec(`INSERT INTO temp.dropped_rids SELECT rid FROM chunks_staged WHERE ${where}`);
    if (picked.rowsAffected === 0) return;
    rids = 'SELECT rid FROM temp.dropped_rids';
  }
  await exec(`DELETE FROM chunks_fts WHERE rowid IN (${rids})`);
  if (dimension) await exec(`DELETE FROM chunk_vectors WHERE rid IN (${rids})`);
  await exec(where === '1' ? 'DELETE FROM chunks_staged' : `DELETE FROM chunks_staged WHERE rid IN (${rids})`);
}
