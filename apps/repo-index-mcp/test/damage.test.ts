import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLibsqlStore } from '@sextant/vector-search';
import { afterAll, describe, expect, it } from 'vitest';
import { builtServer } from './support/built.js';
import { generatedFiles, makeRepo } from './support/fixture-repo.js';

// The real server (built, one process per CLI call, as a user's editor would restart it) on a data
// directory whose index was damaged between runs.
const base = mkdtempSync(join(tmpdir(), 'ri-damage-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

const repo = makeRepo(generatedFiles(120), base);
const env = { ...process.env, SEXTANT_DATA_DIR: join(base, 'data'), SEXTANT_ROOTS: base, OUTPUT_FORMAT: 'json' };
const cli = (...args: string[]) =>
  JSON.parse(execFileSync(process.execPath, [builtServer(), ...args], { env, encoding: 'utf8' }));
const dir = join(base, 'data', 'repo-index', createHash('sha256').update(`${repo.root}\0`).digest('hex').slice(0, 16));
const query = ['search', repo.root, 'handler17x3', '--k', '1'];

describe('a damaged index is found, moved aside and rebuilt', () => {
  it('builds the index the tests damage', () => {
    expect(cli('index', repo.root).status).toBe('created');
    expect(cli(...query).results[0]).toMatchObject({ symbol: 'handler17x3' });
  });

  it('a truncated database file: INDEX_REBUILT with the kept file, and search answers again', () => {
    truncateSync(join(dir, 'index.db'), Math.floor(statSync(join(dir, 'index.db')).size / 2) + 7);
    const r = cli('index', repo.root);
    expect(r.stats.repair).toMatchObject({ code: 'INDEX_REBUILT', reason: expect.stringMatching(/truncated/) });
    expect(existsSync(r.stats.repair.moved_to)).toBe(true);
    expect(r.stats).toMatchObject({ status: 'created', changed: 120 });
    expect(cli(...query).results[0]).toMatchObject({ symbol: 'handler17x3' });
    expect(cli('index', repo.root)).toMatchObject({ status: 'up_to_date', stats: { status: 'up_to_date' } });
    expect(cli('index', repo.root).stats.repair).toBeUndefined();
  });

  it('a search (by path) on a damaged file rebuilds first and answers', () => {
    writeFileSync(join(dir, 'index.db'), 'garbage '.repeat(4096));
    rmSync(join(dir, 'index.db-wal'), { force: true });
    expect(cli(...query).results[0]).toMatchObject({ symbol: 'handler17x3' });
  });

  it('an unreadable state file: moved aside and rebuilt', () => {
    writeFileSync(join(dir, 'state.json'), '{"version":1,"files":{"src/a.ts":');
    const r = cli('index', repo.root);
    expect(r.stats.repair).toMatchObject({ code: 'INDEX_REBUILT', reason: expect.stringMatching(/state\.json/) });
    expect(existsSync(r.stats.repair.moved_to)).toBe(true);
    expect(cli(...query).results[0]).toMatchObject({ symbol: 'handler17x3' });
  });

  it('a store that does not hold what the state lists (rows lost): rebuilt, every chunk back', async () => {
    const before = cli('index', repo.root);
    const store = await createLibsqlStore({ path: join(dir, 'index.db') });
    const ids = (await store.list!({ offset: 0, limit: 10_000 })).map((c) => c.id);
    await store.delete({ ids: ids.filter((_, i) => i % 3 === 0) });
    await store.dispose?.();
    const r = cli('index', repo.root);
    expect(r.stats.repair).toMatchObject({ code: 'INDEX_REBUILT', reason: expect.stringMatching(/store holds/) });
    expect(r.stats.chunks).toBe(before.stats.chunks);
    const after = await createLibsqlStore({ path: join(dir, 'index.db') });
    expect(await after.count()).toBe(before.stats.chunks);
    await after.dispose?.();
  });
});
