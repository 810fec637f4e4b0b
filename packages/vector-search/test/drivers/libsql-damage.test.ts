import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import type { StoredChunk } from '@sextant/core-engine';
import { isAppError } from '@sextant/core-engine';
import { moveAside, storageError } from '@sextant/core-engine/indexing';
import { afterAll, describe, expect, it } from 'vitest';
import { createLibsqlStore } from '../../src/drivers/libsql.js';
import { guardDamage } from '../../src/libsql/damage-guard.js';

const base = mkdtempSync(join(tmpdir(), 'vs-damage-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

const rows: StoredChunk[] = Array.from({ length: 3000 }, (_, i) => ({
  id: `c${i}`,
  text: `function handler${i}(input) {\n  return parseRequest(input, ${i}) // ${'padding '.repeat(20)}\n}`,
  metadata: { path: `src/m${i % 40}.ts` },
}));

/** A store file with rows in it, closed (its WAL checkpointed into the file). */
async function filled(name: string): Promise<string> {
  const dir = join(base, name);
  const path = join(dir, 'index.db');
  const store = await createLibsqlStore({ path });
  await store.upsert(rows);
  await store.dispose?.();
  return path;
}

/** Opening the damaged file gives an empty, working store, a note saying why, and the old file kept. */
async function expectRebuilt(path: string, reason: RegExp) {
  const store = await createLibsqlStore({ path });
  expect(store.repaired).toMatchObject({ code: 'INDEX_REBUILT', reason: expect.stringMatching(reason) });
  expect(existsSync(store.repaired!.moved_to!)).toBe(true);
  expect(await store.count()).toBe(0);
  await store.upsert(rows.slice(0, 3));
  expect((await store.search('handler1', { topK: 1 }))[0]?.id).toBe('c1');
  store.clearRepaired!();
  expect(store.repaired).toBeUndefined();
  await store.dispose?.();
}

describe('libsql store: damage found on open', () => {
  it('a file truncated in the middle of a page', async () => {
    const path = await filled('mid-page');
    truncateSync(path, Math.floor(statSync(path).size / 2) + 100);
    await expectRebuilt(path, /truncated/);
  });

  it('a file truncated at a page boundary', async () => {
    const path = await filled('page-boundary');
    truncateSync(path, 4096 * 3);
    await expectRebuilt(path, /truncated|quick_check|malformed|corrupt/i);
  });

  it('pages overwritten with garbage (quick_check)', async () => {
    const path = await filled('garbage');
    const { openSync, writeSync, closeSync } = await import('node:fs');
    const fd = openSync(path, 'r+');
    writeSync(fd, Buffer.alloc(4096 * 4, 0xab), 0, 4096 * 4, 4096 * 2);
    closeSync(fd);
    await expectRebuilt(path, /quick_check|malformed|not a database|corrupt/i);
  });

  it('a file that is not a database, and a database of another program', async () => {
    const text = join(base, 'text', 'index.db');
    await createLibsqlStore({ path: join(base, 'text', 'x.db') }).then((s) => s.dispose?.());
    writeFileSync(text, 'this is a text file, not a database\n'.repeat(200));
    await expectRebuilt(text, /not a SQLite database/);

    const foreign = join(base, 'foreign', 'index.db');
    await createLibsqlStore({ path: join(base, 'foreign', 'x.db') }).then((s) => s.dispose?.());
    const db = createClient({ url: `file:${foreign}` });
    await db.execute('CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL)');
    db.close();
    await expectRebuilt(foreign, /another program/);
  });

  it('a file written by a newer schema', async () => {
    const path = await filled('future');
    const db = createClient({ url: `file:${path}` });
    await db.execute("UPDATE store_info SET value = '99' WHERE key = 'schema'");
    db.close();
    await expectRebuilt(path, /schema 99 is newer/);
  });

  it('SQLite reporting damage during a call: INDEX_CORRUPT naming the path, the file moved aside', async () => {
    // An open connection keeps its pages cached, so a file damaged under it rarely shows; when SQLite does
    // report it (here a real SQLITE_NOTADB), the call fails with the path and the fix, not INTERNAL.
    const path = join(base, 'junk', 'index.db');
    await createLibsqlStore({ path: join(base, 'junk', 'x.db') }).then((s) => s.dispose?.());
    writeFileSync(path, 'not a database '.repeat(1000));
    const raw = createClient({ url: `file:${path}` });
    const real = await createLibsqlStore({ path: ':memory:' });
    const store = guardDamage(
      { ...real, search: async () => (await raw.execute('SELECT 1 FROM t'), []) },
      path,
      async (reason) => {
        raw.close();
        return { code: 'INDEX_REBUILT', reason, moved_to: await moveAside(path, reason) };
      },
    );
    const failure = await store.search('handler7', { topK: 3 }).catch((e: unknown) => e);
    expect(isAppError(failure) && failure.code).toBe('INDEX_CORRUPT');
    expect(failure).toMatchObject({ extra: { details: { path, moved_to: expect.stringContaining('.damaged-') } } });
    expect(readdirSync(join(base, 'junk')).some((f) => f.startsWith('index.db.damaged-'))).toBe(true);
    await real.dispose?.();
  });
});

describe('storage errors name the directory', () => {
  it('a full disk (a real ENOSPC from /dev/full) is DISK_FULL', async () => {
    const e = await writeFile('/dev/full', 'x').catch((err: unknown) => err);
    expect(storageError(e, '/data/dir')).toMatchObject({ code: 'DISK_FULL', extra: { details: { dir: '/data/dir' } } });
  });

  it('an unwritable data directory is DATA_DIR_READ_ONLY', async () => {
    // A real EACCES/EROFS needs a non-root user or a read-only mount; SQLite's own code for it is this.
    const e = Object.assign(new Error('SQLITE_READONLY: attempt to write a readonly database'), {
      code: 'SQLITE_READONLY',
    });
    expect(storageError(e, '/ro')).toMatchObject({ code: 'DATA_DIR_READ_ONLY', extra: { details: { dir: '/ro' } } });
  });
});
