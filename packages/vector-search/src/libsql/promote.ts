import { PATH_INDEX, rowTable, UNIQUE_IDS } from './schema.js';
import { deleteLive, dropStaged, ROWS_PER_STATEMENT } from './writes.js';
import type { Exec } from './write-tx.js';

/** How the staged rows became live: the staged table became the live one, or its rows were copied. */
export type Promotion = 'swapped' | 'copied';

/** Rows of `table` whose id a later row (a greater rid) of the same table repeats. */
const repeated = (table: string) => `rid NOT IN (SELECT max(rid) FROM ${table} GROUP BY id)`;

/** Whether SQLite refused a statement for a UNIQUE constraint (a staged id repeated within a run). */
const isUniqueConflict = (e: unknown) => /^SQLITE_CONSTRAINT/.test(String((e as { code?: unknown })?.code ?? ''));

/** Runs `step`; when a repeated staged id breaks the live ids' uniqueness, runs `dedupe` and `step` once more. */
async function unlessRepeated(step: () => Promise<unknown>, dedupe: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (e) {
    if (!isUniqueConflict(e)) throw e;
    await dedupe();
    await step();
  }
}

/** Staged rows counted without reading every live row's index entry, below this many. */
const FEW_STAGED = 10_000;

/**
 * Whether no more live rows remain than there are staged ones (and one is staged at least). Each side is
 * counted no further than needed: a commit of a few rows reads a few index entries, not the 500k of a large
 * index (a full count of `chunks` reads its smallest index, ~27 MB at 500k rows, from disk when a search
 * pushed it out of the page cache: most of a one-file commit's time).
 */
async function stagedOutnumberLive(
  upTo: (table: string, limit: number) => Promise<number>,
  fewStaged: number,
): Promise<boolean> {
  const few = await upTo('chunks_staged', fewStaged);
  if (few < fewStaged) return few > 0 && (await upTo('chunks', few + 1)) <= few;
  // Many staged rows (such a commit writes far more than a count reads): the live rows counted, the staged no further.
  const remaining = await upTo('chunks', -1);
  return (await upTo('chunks_staged', remaining)) >= remaining;
}

/**
 * Deletes the named live rows and every live row a staged row replaces, then makes the staged rows live
 * (inside a write transaction, so readers see the old rows or the new ones, never a mix). FTS and vector
 * rows stay where they are: live and staged rows share one rid space. A staged id repeated within the
 * run keeps its last row, as with upsert (the live ids' unique index finds such ids; then they are dropped).
 *
 * The smaller side is copied: when no more live rows remain than there are staged ones (a first index, a
 * full rebuild, a resumed one), the remaining live rows join the staged table and it becomes `chunks`
 * (its indexes built in one pass over sorted keys); otherwise the staged rows are copied into `chunks`.
 * A full index thus never writes its text twice. `fewStaged`: below this many staged rows, the live ones are
 * counted only up to the staged count.
 */
export async function promoteStaged(
  exec: Exec,
  replacing: readonly string[],
  dimension: number,
  fewStaged = FEW_STAGED,
): Promise<Promotion> {
  for (let i = 0; i < replacing.length; i += ROWS_PER_STATEMENT) {
    const ids = replacing.slice(i, i + ROWS_PER_STATEMENT) as string[];
    for (const st of deleteLive(`id IN (${ids.map(() => '?').join(',')})`, ids, dimension)) await exec(st);
  }
  const upTo = async (table: string, limit: number) =>
    Number(
      (await exec({ sql: `SELECT count(*) AS n FROM (SELECT 1 FROM ${table} LIMIT ?)`, args: [limit] })).rows[0]?.n ??
        0,
    );
  if ((await upTo('chunks', 1)) > 0)
    for (const st of deleteLive('id IN (SELECT id FROM chunks_staged)', [], dimension)) await exec(st);
  let how: Promotion = 'copied';
  if (await stagedOutnumberLive(upTo, fewStaged)) {
    // Nothing to move when no live row remains (a first index, a full rebuild).
    await exec('INSERT INTO chunks_staged (rid, id, meta, text) SELECT rid, id, meta, text FROM chunks');
    // Issued together, not awaited one by one: the local client runs each call at once, so no other
    // statement on this connection (a search in this process) runs between them and finds no `chunks`.
    await Promise.all(
      ['DROP TABLE chunks', 'ALTER TABLE chunks_staged RENAME TO chunks', rowTable('chunks_staged')].map((sql) =>
        exec(sql),
      ),
    );
    // The staged rows are `chunks` now: a repeated id among them goes from there.
    await unlessRepeated(
      () => exec(UNIQUE_IDS),
      async () => {
        for (const st of deleteLive(repeated('chunks'), [], dimension)) await exec(st);
      },
    );
    await exec(PATH_INDEX);
    how = 'swapped';
  } else {
    await unlessRepeated(
      () => exec('INSERT INTO chunks (rid, id, meta, text) SELECT rid, id, meta, text FROM chunks_staged'),
      () => dropStaged(exec, repeated('chunks_staged'), dimension),
    );
    await exec('DELETE FROM chunks_staged');
  }
  await exec('DELETE FROM staged_files');
  return how;
}
