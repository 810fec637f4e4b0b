import type { StoredChunk } from '@sextant/core-engine';
import { describe, expect, it } from 'vitest';
import { createLibsqlStore } from '../../src/drivers/libsql.js';
import { lexicalFields } from '../../src/lexical/fields.js';

const chunk = (id: string, text: string, extra: Partial<StoredChunk> = {}): StoredChunk => ({
  id,
  text,
  metadata: { path: id.split(':')[0]!, symbol: null },
  ...extra,
});

describe('libsql store: staged writes', () => {
  it('keeps staged rows out of get, list and count until promote replaces the old rows in one step', async () => {
    const s = await createLibsqlStore({ path: ':memory:' });
    await s.upsert([chunk('a.ts:1-2', 'alpha one'), chunk('b.ts:1-2', 'bravo two')]);
    await s.staging!.stage([chunk('a.ts:1-3', 'charlie one'), chunk('c.ts:1-1', 'delta')]);
    expect(await s.count()).toBe(2);
    expect(await s.get!(['a.ts:1-3', 'c.ts:1-1'])).toEqual([]);
    expect((await s.list!({ offset: 0, limit: 10 })).map((c) => c.id)).toEqual(['a.ts:1-2', 'b.ts:1-2']);
    expect((await s.search('alpha', { topK: 5 })).map((h) => h.id)).toEqual(['a.ts:1-2']);

    await s.staging!.promote({ ids: ['a.ts:1-2'] });
    expect((await s.list!({ offset: 0, limit: 10 })).map((c) => c.id).sort()).toEqual([
      'a.ts:1-3',
      'b.ts:1-2',
      'c.ts:1-1',
    ]);
    expect(await s.search('alpha', { topK: 5 })).toEqual([]);
    expect((await s.search('charlie', { topK: 5 })).map((h) => h.id)).toEqual(['a.ts:1-3']);
    expect((await s.search('bravo', { topK: 5 })).map((h) => h.id)).toEqual(['b.ts:1-2']);
    await s.dispose?.();
  });

  it("writes a chunk's metadata JSON as it came (made off the main thread); its metadata reads back the same", async () => {
    const s = await createLibsqlStore({ path: ':memory:' });
    const metadata = { path: 'a.ts', symbol: 'f', start_line: 3, doc: '/** "q" */' };
    // Built as a worker result is decoded: the JSON and the lexical fields given, the object not needed for the write.
    const given: StoredChunk = {
      id: 'a.ts:3-4',
      text: 'function f() {}',
      metaJson: JSON.stringify(metadata),
      lexical: lexicalFields({ id: 'a.ts:3-4', text: 'function f() {}', metadata }),
      get metadata(): StoredChunk['metadata'] {
        throw new Error('the write parsed the metadata');
      },
    };
    await s.staging!.stage([given, chunk('b.ts:1-1', 'bravo')]);
    await s.staging!.promote({ ids: [] });
    const [a, b] = await s.get!(['a.ts:3-4', 'b.ts:1-1']);
    expect(a!.metadata).toEqual(metadata);
    expect(b!.metadata).toEqual({ path: 'b.ts', symbol: null });
    expect((await s.search('f', { topK: 5, filter: { path: 'a.ts' } })).map((h) => h.id)).toEqual(['a.ts:3-4']);
    await s.dispose?.();
  });

  it('discard drops staged rows and their search entries; a staged id replaces the live row with that id', async () => {
    const s = await createLibsqlStore({ path: ':memory:' });
    await s.upsert([chunk('a.ts:1-2', 'liveName')]);
    await s.staging!.stage([chunk('z.ts:1-1', 'abandonedName')]);
    await s.staging!.discard();
    await s.staging!.promote({ ids: [] });
    expect(await s.count()).toBe(1);
    // The abandoned row is gone from the index: only the live row's common word ("name") can answer.
    expect((await s.search('abandonedName', { topK: 5 })).map((h) => h.id)).toEqual(['a.ts:1-2']);

    await s.staging!.stage([chunk('a.ts:1-2', 'replacedName')]);
    await s.staging!.promote({ ids: [] });
    expect(await s.count()).toBe(1);
    // The old text left the index: only the new row's common word ("name") can answer.
    expect((await s.search('liveName', { topK: 5 })).map((h) => h.text)).toEqual(['replacedName']);
    expect((await s.get!(['a.ts:1-2']))[0]!.text).toBe('replacedName');
    await s.dispose?.();
  });

  it('indexes pre-tokenized lexical fields when a chunk carries them', async () => {
    const s = await createLibsqlStore({ path: ':memory:' });
    const lexical = { symbol: 'precomputed', path: 'x', doc: '', body: 'kiwi' };
    await s.upsert([chunk('x.ts:1-1', 'plain text body', { lexical })]);
    await s.staging!.stage([chunk('y.ts:1-1', 'other text', { lexical: { ...lexical, body: 'mango' } })]);
    await s.staging!.promote({ ids: [] });
    expect((await s.search('kiwi', { topK: 5 })).map((h) => h.id)).toEqual(['x.ts:1-1']);
    expect((await s.search('mango', { topK: 5 })).map((h) => h.id)).toEqual(['y.ts:1-1']);
    expect(await s.search('plain', { topK: 5 })).toEqual([]);
    await s.dispose?.();
  });
});
