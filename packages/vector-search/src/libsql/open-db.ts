import { closeSync, existsSync, mkdirSync, openSync, readSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Client } from '@libsql/client';
import type { RepairNote } from '@sextant/core-engine/indexing';
import { isDamage, moveAside, storageError } from '@sextant/core-engine/indexing';
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
  // SQLite writes whole pages (a checkpoint by another process too). The header's page count is not
  // compared with the size: another process's checkpoint writes page 1 before the pages past the end.
  if (size % pageSize !== 0) return `truncated (${size} bytes is not a whole number of ${pageSize}-byte pages)`;
  return undefined;
}

/**
 * Identity of the file at `path` (device and inode), undefined when there is none: another process that
 * found the file damaged and moved it aside leaves a new file under the same name.
 */
export function fileId(path: string): string | undefined {
  if (path === ':memory:') return undefined;
  const st = statSync(path, { throwIfNoEntry: false });
  return st ? `${st.dev}:${st.ino}` : undefined;
}

/**
 * Checks that need SQLite: a foreign database, a newer schema, and `quick_check` on files small enough;
 * `integrity_check` on any size when SQLite reported damage (`thorough`), before the file is given up.
 */
async function inspect(db: Client, path: string, thorough: boolean): Promise<void> {
  const tables = (await db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")).rows.map((r) =>
    String(r.name),
  );
  if (tables.length && !tables.includes('store_info')) throw new Damaged('a database of another program');
  if (tables.includes('store_info')) {
    const v = Number((await db.execute("SELECT value FROM store_info WHERE key = 'schema'")).rows[0]?.value ?? 0);
    if (v > SCHEMA_VERSION) throw new Damaged(`schema ${v} is newer than this version's (${SCHEMA_VERSION})`);
  }
  if (path !== ':memory:' && existsSync(path) && (thorough || statSync(path).size <= QUICK_CHECK_MAX_BYTES)) {
    const check = thorough ? 'integrity_check' : 'quick_check';
    const rows = (await db.execute(`PRAGMA ${check}`)).rows.map((r) => String(Object.values(r)[0]));
    if (rows.join() !== 'ok') throw new Damaged(`${check}: ${rows.slice(0, 3).join('; ')}`);
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
 *
 * `damage` (what SQLite reported on the connection being replaced) is checked, not believed: the file
 * under the path may be a sound one another process put there after moving the damaged one aside, or
 * the error may have been a passing one. Moving a sound file aside would lose it, and any process still
 * writing to it would write into the file moved aside. So the file is moved aside only when its header
 * or `integrity_check` on a fresh connection finds it damaged.
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
    const bad = memory ? undefined : inspectHeader(path);
    if (bad) await aside(damage ? `${damage}; ${bad}` : bad);
  } catch (e) {
    throw storageError(e, dir);
  }
  for (let attempt = 0; ; attempt++) {
    const db = createClient({ url: memory ? ':memory:' : `file:${path}` });
    const tx = createWriteTx(db);
    try {
      // Another process creating or writing the file holds its lock a moment: wait, as every later statement does.
      await db.execute('PRAGMA busy_timeout=10000');
      await inspect(db, path, Boolean(damage) && attempt === 0 && !repaired);
      await openSchema(db, tx);
      return { db, tx, repaired };
    } catch (e) {
      db.close();
      if (attempt > 0 || memory || !(e instanceof Damaged || isDamage(e))) throw storageError(e, dir);
      const found = e instanceof Damaged ? e.message : (e as Error).message;
      await aside(damage ? `${damage}; ${found}` : found);
    }
  }
}
