import type { Client } from '@libsql/client';
import { fromJsonText, textAsJson } from './chunk-text.js';

/** A `chunks` row read as JSON: its rowid, id, text (unpacked) and metadata (parsed). */
export interface JsonChunkRow {
  rid: number;
  id: string;
  text: string;
  meta: object;
}

/**
 * The `chunks` rows whose `column` is one of `keys` (in the order SQLite reads them), as one JSON value for
 * all of them: a row object each, with its metadata parsed apart, costs twice as much.
 */
export async function readJsonRows(
  db: Client,
  column: 'rid' | 'id',
  keys: readonly (number | string)[],
): Promise<JsonChunkRow[]> {
  const rs = await db.execute({
    sql: `SELECT json_group_array(json_array(rid, id, ${textAsJson()}, json(meta))) AS rows FROM chunks
            WHERE ${column} IN (${keys.map(() => '?').join(',')})`,
    args: [...keys],
  });
  const rows = JSON.parse(String(rs.rows[0]?.rows ?? '[]')) as [number, string, string | { z: string }, object][];
  return rows.map(([rid, id, text, meta]) => ({ rid, id, text: fromJsonText(text), meta }));
}
