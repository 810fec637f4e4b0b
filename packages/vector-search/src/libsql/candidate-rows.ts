import type { Client } from '@libsql/client';
import type { SearchHit } from '@sextant/core-engine/ports';
import { LRUCache } from 'lru-cache';
import { cachedSplit } from './cached-split.js';
import { readChunkRows } from './chunk-rows.js';

/** A row of `chunks` as a search returns it, its score apart. */
export type CandidateRow = Omit<SearchHit, 'score'>;

/**
 * Rows read by rowid, kept for the corpus snapshot they were read in (corpus-stats.ts): any write starts a new
 * snapshot with an empty cache, so a kept row is the row as it is. Bounded in bytes (a string's two bytes a
 * character at most, plus a share for the id and metadata); metadata is frozen, as searches share it.
 */
export type RowCache = LRUCache<number, CandidateRow>;

export const createRowCache = (maxBytes: number): RowCache =>
  new LRUCache<number, CandidateRow>({
    maxSize: maxBytes,
    sizeCalculation: (r) => 2 * (r.text.length + r.id.length) + 256,
  });

/** Tied rows read whole when at most this many more than the places they compete for (else their ids first). */
const TIED_READ = 32;

/** The rows of `rids` that still exist (a row deleted since the snapshot was read is left out, as by a join). */
async function readRows(db: Client, rids: readonly number[], cache: RowCache): Promise<Map<number, CandidateRow>> {
  const { found: out, missing } = cachedSplit(rids, (rid) => cache.get(rid));
  if (!missing.length) return out;
  for (const { rid, id, text, meta } of await readChunkRows(db, 'rid', missing)) {
    const row = { id, text, metadata: Object.freeze(meta) as SearchHit['metadata'] };
    cache.set(rid, row);
    out.set(rid, row);
  }
  return out;
}

/**
 * The rows of `above`, then the `limit - above.length` of `tied` with the smallest ids (SQLite's `ORDER BY id`:
 * UTF-8 byte order), in that order, with their rows. Few tied rows are read with the others in one statement.
 */
export async function topRows(
  db: Client,
  above: readonly number[],
  tied: readonly number[],
  limit: number,
  cache: RowCache,
): Promise<{ top: number[]; rows: Map<number, CandidateRow> }> {
  const need = limit - above.length;
  if (tied.length <= need) return { top: [...above, ...tied], rows: await readRows(db, [...above, ...tied], cache) };
  if (tied.length - need <= TIED_READ) {
    const rows = await readRows(db, [...above, ...tied], cache);
    const first = tied.filter((rid) => rows.has(rid)).sort((a, b) => byUtf8(rows.get(a)!.id, rows.get(b)!.id));
    return { top: [...above, ...first.slice(0, need)], rows };
  }
  const rs = await db.execute({
    sql: `SELECT json_group_array(rid) AS rids FROM (SELECT rid FROM chunks
            WHERE rid IN (${tied.map(() => '?').join(',')}) ORDER BY id LIMIT ?)`,
    args: [...tied, need],
  });
  const top = [...above, ...(JSON.parse(String(rs.rows[0]?.rids ?? '[]')) as number[])];
  return { top, rows: await readRows(db, top, cache) };
}

// A UTF-16 code unit as its place in code point order: surrogates (of code points past U+FFFF) after the rest.
const unit = (c: number) => (c < 0xd800 ? c : c < 0xe000 ? c + 0x2000 : c - 0x800);

/** Compares strings as SQLite's BINARY collation compares their UTF-8 bytes (code point order). */
export function byUtf8(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return unit(x) - unit(y);
  }
  return a.length - b.length;
}
