import type { Client } from '@libsql/client';
import { readVarint } from './varint.js';

/**
 * The segments of an FTS5 `contentless_delete` table and the rowids deleted from each: its structure
 * record (`<table>_data` id 10, the v2 layout these tables write) and tombstone pages, as SQLite's
 * fts5_index.c lays them out. A row is deleted from a segment whose origin range holds the row's
 * origin by a tombstone there; its entries stay in the segment until a merge drops them.
 */

/** One segment: its id, leaf page range and tombstone page count. */
export interface Segment {
  id: number;
  first: number;
  last: number;
  tombstonePages: number;
}

/** Why a table or a doclist cannot be read from the segments: the format is not the one this reader knows. */
export interface Unreadable {
  unreadable: string;
}

/** What the reader keeps between terms until the table changes: segments and their deleted rowids. */
export interface SegmentsCache {
  segments?: Segment[] | Unreadable;
  tombstones?: Map<number, Set<number>>;
}

/** A blob column as bytes. */
export const bytes = (v: unknown) => (v instanceof ArrayBuffer ? new Uint8Array(v) : undefined);
/** Rowid of a leaf page (segment id above 37 bits, page number below) or of a tombstone page. */
export const pageRowid = (segment: number, page: number) => (BigInt(segment) << 37n) + BigInt(page);
const tombstoneRowid = (segment: number, page: number) => pageRowid(segment + (1 << 16), page);

const hex = (a: Uint8Array) => Array.from(a, (b) => b.toString(16).padStart(2, '0')).join(' ');

function parseStructure(a: Uint8Array): Segment[] | Unreadable {
  // A 4-byte cookie, then the v2 marker that contentless_delete tables write.
  if (a.length < 8 || a[4] !== 0xff || a[5] !== 0 || a[6] !== 0 || a[7] !== 1)
    return { unreadable: `structure record bytes 4-7 are [${hex(a.subarray(4, 8))}], not the v2 marker [ff 00 00 01]` };
  const c = { at: 8 };
  const next = () => readVarint(a, c);
  const levels = next();
  next(); // segments
  next(); // write counter
  const out: Segment[] = [];
  for (let l = 0; l < levels; l++) {
    next(); // segments in an ongoing merge
    const n = next();
    for (let s = 0; s < n; s++) {
      // id, first page, last page, origin range (2), tombstone pages, tombstones, entries.
      const f = Array.from({ length: 8 }, next);
      out.push({ id: f[0]!, first: f[1]!, last: f[2]!, tombstonePages: f[5]! });
    }
  }
  return c.at <= a.length ? out : { unreadable: `structure record of ${a.length} bytes lists segments past its end` };
}

/** The table's segments (or why they cannot be read: its structure record is not v2), read once per cache. */
export async function readSegments(db: Client, table: string, cache: SegmentsCache): Promise<Segment[] | Unreadable> {
  if (cache.segments === undefined) {
    const rs = await db.execute(`SELECT block FROM ${table}_data WHERE id = 10`);
    const block = bytes(rs.rows[0]?.block);
    cache.segments = block ? parseStructure(block) : { unreadable: `${table}_data has no structure record (id 10)` };
    cache.tombstones = new Map();
    for (const seg of 'unreadable' in cache.segments ? [] : cache.segments) {
      if (!seg.tombstonePages) continue;
      const pages = await db.execute({
        sql: `SELECT block FROM ${table}_data WHERE id BETWEEN ? AND ?`,
        args: [tombstoneRowid(seg.id, 0), tombstoneRowid(seg.id, seg.tombstonePages - 1)],
      });
      // Hash pages: a key size byte, 7 more header bytes, then slots (big-endian rowids, 0 when empty).
      const dead = new Set<number>();
      for (const r of pages.rows) {
        const p = bytes(r.block)!;
        const size = p[0] === 4 ? 4 : 8;
        const slots = p.length > 16 ? Math.floor((p.length - 8) / size) : 1;
        for (let at = 8; at < 8 + slots * size; at += size) {
          let v = 0;
          for (let k = 0; k < size; k++) v = v * 256 + p[at + k]!;
          if (v) dead.add(v);
        }
      }
      cache.tombstones.set(seg.id, dead);
    }
  }
  return cache.segments;
}
