import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLibsqlStore } from '../../src/drivers/libsql.js';
import { testVectorStore } from '../../src/testing.js';

const dir = mkdtempSync(join(tmpdir(), 'vs-libsql-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('drivers: libsql', () => {
  testVectorStore(() => createLibsqlStore({ path: join(dir, 'contract.db') }));

  it('persists to its file and reopens', async () => {
    const path = join(dir, 'reopen.db');
    const a = await createLibsqlStore({ path });
    await a.upsert([
      { id: 'x', text: 'function renderMarkdown() {}', metadata: { path: 'md.ts', symbol: 'renderMarkdown' } },
    ]);
    await a.dispose?.();
    const b = await createLibsqlStore({ path });
    expect((await b.search('markdown render', { topK: 3 }))[0]?.id).toBe('x');
    await b.dispose?.();
  });

  describe('in memory', () => {
    testVectorStore(() => createLibsqlStore({ path: ':memory:' }));

    it('keeps separate memory stores apart and leaves nothing behind', async () => {
      const temps = () => readdirSync(tmpdir()).filter((f) => f.startsWith('sextant-libsql-')).length;
      const before = temps();
      const a = await createLibsqlStore({ path: ':memory:' });
      const b = await createLibsqlStore({ path: ':memory:' });
      await a.upsert([{ id: 'x', text: 'function onlyInA() {}', metadata: { path: 'a.ts' } }]);
      await a.delete({ ids: ['missing'] });
      expect(await a.count()).toBe(1);
      expect(await b.count()).toBe(0);
      await a.dispose?.();
      await b.dispose?.();
      expect(temps()).toBe(before);
    });
  });

  it('sees writes made through another connection when it ranks', async () => {
    const path = join(dir, 'shared.db');
    const reader = await createLibsqlStore({ path });
    const writer = await createLibsqlStore({ path });
    const row = (id: string, text: string) => ({ id, text, metadata: { path: `${id}.ts` } });
    const others = ['c', 'd', 'e', 'f', 'g', 'h'].map((id) => row(id, `gamma delta ${id}`));
    await writer.upsert([row('a', 'alpha beta'), row('b', 'beta gamma'), ...others]);
    expect((await reader.search('alpha beta', { topK: 10 })).map((h) => h.id)).toEqual(['a', 'b']);
    // "beta" is now in most rows: a fresh store drops it from queries, and so must the one that ranked before.
    await writer.upsert(['i', 'j', 'k', 'l'].map((id) => row(id, 'beta')));
    const fresh = await createLibsqlStore({ path });
    const expected = (await fresh.search('alpha beta', { topK: 10 })).map((h) => h.id);
    expect(expected).toEqual(['a']);
    expect((await reader.search('alpha beta', { topK: 10 })).map((h) => h.id)).toEqual(expected);
    for (const s of [reader, writer, fresh]) await s.dispose?.();
  });

  it('refuses vectors of another dimension', async () => {
    const s = await createLibsqlStore({ path: ':memory:' });
    await s.upsert([{ id: 'x', text: 't', metadata: {}, vector: [1, 0] }]);
    await expect(s.upsert([{ id: 'y', text: 't', metadata: {}, vector: [1, 0, 0] }])).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
    await s.dispose?.();
  });
});
