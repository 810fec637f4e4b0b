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

  it('refuses vectors of another dimension', async () => {
    const s = await createLibsqlStore({ path: ':memory:' });
    await s.upsert([{ id: 'x', text: 't', metadata: {}, vector: [1, 0] }]);
    await expect(s.upsert([{ id: 'y', text: 't', metadata: {}, vector: [1, 0, 0] }])).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
    await s.dispose?.();
  });
});
