import { LIVE_INDEXES, rowTable } from './schema.js';
import { deleteLive, dropStaged, ROWS_PER_STATEMENT } from './writes.js';
import type { Exec } from './write-tx.js';

/** How the staged rows became live: the staged table became the live one, or its rows were copied. */
export type Promotion = 'swapped' | 'copied';

/**
 * Deletes the named live rows and every live row a staged row replaces, then makes the staged rows live
 * (inside a write transaction, so readers see the old rows or the new ones, never a mix). FTS and vector
 * rows stay where they are: live and staged rows share one rid space.
 *
 * The smaller side is copied: when no more live rows remain than there are staged ones (a first index, a
 * full rebuild, a resumed one), the remaining live rows join the staged table and it becomes `chunks`
 * (its indexes built in one pass over sorted keys); otherwise the staged rows are copied into `chunks`.
 * A full index thus never writes its text twice.
 */
export async function promoteStaged(exec: Exec, replacing: readonly string[], dimension: number): Promise<Promotion> {
  for (let i = 0; i < replacing.length; i += ROWS_PER_STATEMENT) {
    const ids = replacing.slice(i, i + ROWS_PER_STATEMENT) as string[];
    for (const st of deleteLive(`id IN (${ids.map(() => '?').join(',')})`, ids, dimension)) await exec(st);
  }
  // A staged id repeated within the run: the last write wins, as with upsert.
  await dropStaged(exec, 'rid NOT IN (SELECT max(rid) FROM chunks_staged GROUP BY id)', dimension);
  const count = async (table: string) => Number((await exec(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n ?? 0);
  if ((await count('chunks')) > 0)
    for (const st of deleteLive('id IN (SELECT id FROM chunks_staged)', [], dimension)) await exec(st);
  const remaining = await count('chunks');
  const staged = await count('chunks_staged');
  let how: Promotion = 'copied';
  if (staged > 0 && remaining <= staged) {
    if (remaining > 0)
      await exec('INSERT INTO chunks_staged (rid, id, meta, text) SELECT rid, id, meta, text FROM chunks');
    // Issued together, not awaited one by one: the local client runs each call at once, so no other
    // statement on this connection (a search in this process) runs between them and finds no `chunks`.
    await Promise.all(
      [
        'DROP TABLE chunks',
        'ALTER TABLE chunks_staged RENAME TO chunks',
        rowTable('chunks_staged'),
        ...LIVE_INDEXES,
      ].map((sql) => exec(sql)),
    );
    how = 'swapped';
  } else {
    await exec('INSERT INTO chunks (rid, id, meta, text) SELECT rid, id, meta, text FROM chunks_staged');
    await exec('DELETE FROM chunks_staged');
  }
  await exec('DELETE FROM staged_files');
  return how;
}
