import { closeSync, existsSync, mkdirSync, openSync, readSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Client } from '@libsql/client';
import type { RepairNote } from '@sextant/core-engine';
import { isDamage, moveAside, storageError } from '@sextant/core-engine';
import { openSchema, SCHEMA_VERSION } from './schema.js';
import { createWriteTx } from './write-tx.js';
import type { WriteTx } from './write-tx.js';

/** Files up to this size get `PRAGMA quick_check` on open (it reads every page: about 1 s per 500 MB). */
const QUICK_CHECK_MAX_BYTES = 256 * 1024 * 1024;

/** Damage found by a check (as opposed to an error SQLite raised). */
class Damaged extends Error {}

/** What is wrong with the file's header, from its first 100 bytes and its size; undefined when nothing is. */
function inspectHeader(path: string): string | undefined {
  if (!existsSync(path)) return undefined;
  const size = statSync(path).size;
  if (size === 0) return undefined; // SQLite makes an empty file a new database
  const head = Buffer.alloc(100);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, head, 0, 100, 0);
  } finally {
    closeSync(fd);
  }
  if (size < 100 || head.toString('latin1', 0, 16) !== 'SQLite format 3\0') return 'not a SQLite database';
  const raw = head.readUInt16BE(16);
  const pageSize = raw === 1 ? 65536 : raw;
  if (pageSize < 512 || (pageSize & (pageSize - 1)) !== 0) return 'not a SQLite database (bad page size)';
  if (size % pageSize !== 0) return `truncated (${size} bytes is not a whole number of ${pageSize}-byte pages)`;
  // The page count in the header is valid when its "version valid for" matches the change counter.
  const pages = head.readUInt32BE(28);
  if (head.readUInt32BE(92) === head.readUInt32BE(24) && pages * pageSize > size)
    return `truncated (${size} bytes, the header says ${pages * pageSize})`;
  return undefined;
}

/** Checks that need SQLite: a foreign database, a newer schema, and `quick_check` on files small enough. */
async function inspect(db: Client, path: string): Promise<void> {
  const tables = (await db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")).rows.map((r) =>
    String(r.name),
  );
  if (tables.length && !tables.includes('store_info')) throw new Damaged('a database of another program');
  if (tables.includes('store_info')) {
    const v = Number((await db.execute("SELECT value FROM store_info WHERE key = 'schema'")).rows[0]?.value ?? 0);
    if (v > SCHEMA_VERSION) throw new Damaged(`schema ${v} is newer than this version's (${SCHEMA_VERSION})`);
  }
  if (path !== ':memory:' && existsSync(path) && statSync(path).size <= QUICK_CHECK_MAX_BYTES) {
    const rows = (await db.execute('PRAGMA quick_check')).rows.map((r) => String(Object.values(r)[0]));
    if (rows.join() !== 'ok') throw new Damaged(`quick_check: ${rows.slice(0, 3).join('; ')}`);
  }
}

/** An open store database, and what was repaired to open it. */
export interface OpenDb {
  db: Client;
  tx: WriteTx;
  repaired?: RepairNote;
}

/**
 * Opens the store's file and checks it (header, foreign or newer schema, quick_check). A damaged one is
 * moved aside (kept) and an empty one opened in its place, with a note saying so. An unwritable data
 * directory or a full disk is a structured error naming the directory.
 */
export async function openDb(path: string, damage?: string): Promise<OpenDb> {
  const { createClient } = await import('@libsql/client');
  const dir = dirname(path);
  const memory = path === ':memory:';
  let repaired: RepairNote | undefined;
  const aside = async (reason: string) => {
    repaired = { code: 'INDEX_REBUILT', reason, moved_to: await moveAside(path, reason) };
  };
  try {
    if (!memory) mkdirSync(dir, { recursive: true });
    const bad = damage ?? (memory ? undefined : inspectHeader(path));
    if (bad) await aside(bad);
  } catch (e) {
    throw storageError(e, dir);
  }
  for (let attempt = 0; ; attempt++) {
    const db = createClient({ url: memory ? ':memory:' : `file:${path}` });
    const tx = createWriteTx(db);
    try {
      await inspect(db, path);
      await openSchema(db, tx);
      return { db, tx, repaired };
    } catch (e) {
      db.close();
      if (attempt > 0 || memory || !(e instanceof Damaged || isDamage(e))) throw storageError(e, dir);
      await aside(e instanceof Damaged ? e.message : (e as Error).message);
    }
  }
}
