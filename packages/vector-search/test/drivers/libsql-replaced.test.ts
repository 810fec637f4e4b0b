import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StoredChunk } from '@sextant/core-engine';
import { isAppError } from '@sextant/core-engine';
import { moveAside } from '@sextant/core-engine/indexing';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient } from '@libsql/client';
import { createLibsqlStore } from '../../src/drivers/libsql.js';
import { guardDamage } from '../../src/libsql/damage-guard.js';
import { openDb } from '../../src/libsql/open-db.js';

// A store whose file another process found damaged, moved aside and rebuilt while this store had it open.
const base = mkdtempSync(join(tmpdir(), 'vs-replaced-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

const chunk = (id: string, word: string): StoredChunk => ({
  id,
  text: `function ${word}(input) {\n  return input\n}`,
  metadata: { path: `src/${id}.ts` },
});

describe('libsql store: its file replaced under it', () => {
  it('reads and writes go to the new file; a staging run begun on the old one fails and starts over', async () => {
    const path = join(base, 'a', 'index.db');
    const store = await createLibsqlStore({ path });
    await store.upsert([chunk('old1', 'oldWord'), chunk('old2', 'oldWord')]);
    await store.staging!.stage([chunk('s1', 'stagedWord')], [{ path: 'src/s1.ts', hash: 'h', data: '{}' }]);

    // Another process: the file moved aside, a new one built under the same name.
    const moved = await moveAside(path, 'test');
    const other = await createLibsqlStore({ path });
    await other.upsert([chunk('new1', 'newWord')]);
    await other.dispose?.();

    // Reads answer from the new file; nothing was moved aside again.
    expect(await store.count()).toBe(1);
    expect((await store.search('newWord', { topK: 1 }))[0]?.id).toBe('new1');
    expect(store.repaired).toBeUndefined();
    expect(readdirSync(join(base, 'a')).filter((f) => f.includes('.damaged-') && !f.endsWith('-wal'))).toHaveLength(1);

    // The run that staged into the old file cannot promote into the new one: it fails, and starts over.
    const failure = await store.staging!.promote({ ids: [] }).catch((e: unknown) => e);
    expect(isAppError(failure) && failure.code).toBe('INDEX_REPLACED');
    await store.staging!.discard();
    await store.staging!.stage([chunk('s2', 'againWord')], [{ path: 'src/s2.ts', hash: 'h', data: '{}' }]);
    await store.staging!.promote({ ids: [] });
    expect(await store.count()).toBe(2);
    await store.dispose?.();

    // The file moved aside still holds what it held (kept for diagnosis, not written by this store after).
    expect(existsSync(moved)).toBe(true);
    const aside = await createLibsqlStore({ path: moved });
    expect(await aside.count()).toBe(2);
    await aside.dispose?.();
  });

  it('damage SQLite reports on a connection, while the file under the path is sound: kept, the call made again', async () => {
    const path = join(base, 'b', 'index.db');
    const real = await createLibsqlStore({ path });
    await real.upsert([chunk('kept', 'keptWord')]);
    // The first search reads a file that is not a database (a real SQLITE_NOTADB), as a connection left on
    // a damaged file moved aside would; the file under the path is the sound one.
    const junk = join(base, 'b', 'junk.db');
    writeFileSync(junk, 'not a database '.repeat(1000));
    const raw = createClient({ url: `file:${junk}` });
    let calls = 0;
    const store = guardDamage(
      {
        ...real,
        search: async (q, o) => (++calls === 1 ? (await raw.execute('SELECT 1 FROM t'), []) : real.search(q, o)),
      },
      path,
      async (reason) => {
        const reopened = await openDb(path, reason);
        reopened.db.close();
        return reopened.repaired;
      },
    );
    expect((await store.search('keptWord', { topK: 1 }))[0]?.id).toBe('kept');
    expect(calls).toBe(2);
    expect(readdirSync(join(base, 'b')).filter((f) => f.includes('.damaged-'))).toEqual([]);
    raw.close();
    await real.dispose?.();
  });
});
