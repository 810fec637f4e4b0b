import type { StoredChunk, VectorStore } from '@sextant/core-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const chunk = (id: string, text: string, meta: StoredChunk['metadata'], vector?: number[]): StoredChunk => ({
  id,
  text,
  metadata: meta,
  ...(vector ? { vector } : {}),
});

/** Contract suite every VectorStore driver runs: `testVectorStore(() => createXStore(...))`. */
export function testVectorStore(make: () => Promise<VectorStore>): void {
  let store: VectorStore;
  beforeAll(async () => {
    store = await make();
    await store.upsert([
      chunk(
        'a',
        'export function parseConfig(file) { return readFile(file) }',
        { path: 'src/config.ts', symbol: 'parseConfig', language: 'typescript' },
        [1, 0, 0],
      ),
      chunk(
        'b',
        'def load_user_profile(user_id):\n    return db.get(user_id)',
        { path: 'app/users.py', symbol: 'load_user_profile', language: 'python' },
        [0, 1, 0],
      ),
      chunk(
        'c',
        'fn checksum(bytes: &[u8]) -> u32 { crc32(bytes) }',
        { path: 'src/hash.rs', symbol: 'checksum', language: 'rust' },
        [0, 0, 1],
      ),
    ]);
  });
  afterAll(async () => {
    await store.dispose?.();
  });

  describe('contract', () => {
    it('counts, with and without a filter', async () => {
      expect(await store.count()).toBe(3);
      expect(await store.count({ language: 'python' })).toBe(1);
    });

    it('finds identifiers by their camelCase and snake_case parts, stemmed', async () => {
      const hits = await store.search('parse configs', { topK: 5 });
      expect(hits[0]?.id).toBe('a');
      expect(hits[0]?.metadata.path).toBe('src/config.ts');
      expect((await store.search('user profiles loading', { topK: 5 }))[0]?.id).toBe('b');
    });

    it('ranks a symbol-name match above a body match', async () => {
      await store.upsert([
        chunk('d', 'checksum checksum of the file', { path: 'docs/notes.md', language: 'markdown' }),
      ]);
      const hits = await store.search('checksum', { topK: 5 });
      expect(hits.map((h) => h.id)).toEqual(['c', 'd']);
      await store.delete({ ids: ['d'] });
    });

    it('applies metadata filters to lexical and vector search', async () => {
      expect(await store.search('user', { topK: 5, filter: { language: 'rust' } })).toEqual([]);
      const hits = await store.query([0.1, 0.9, 0], { topK: 2, filter: { language: 'python' } });
      expect(hits.map((h) => h.id)).toEqual(['b']);
    });

    it('returns nearest neighbours by cosine similarity', async () => {
      const hits = await store.query([0.9, 0.1, 0], { topK: 2 });
      expect(hits.map((h) => h.id)).toEqual(['a', 'b']);
      expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score);
    });

    it('replaces a chunk on upsert with the same id', async () => {
      await store.upsert([
        chunk(
          'c',
          'fn adler(bytes: &[u8]) -> u32 { 0 }',
          { path: 'src/hash.rs', symbol: 'adler', language: 'rust' },
          [0, 0, 1],
        ),
      ]);
      expect(await store.count()).toBe(3);
      expect(await store.search('checksum', { topK: 5 })).toEqual([]);
      expect((await store.search('adler', { topK: 5 }))[0]?.text).toContain('adler');
    });

    it('gets chunks by id and lists them all', async () => {
      const got = await store.get!(['b', 'missing']);
      expect(got.map((c) => [c.id, c.metadata.path])).toEqual([['b', 'app/users.py']]);
      expect(got[0]!.text).toContain('load_user_profile');
      const all = [...(await store.list!({ offset: 0, limit: 2 })), ...(await store.list!({ offset: 2, limit: 2 }))];
      expect(all.map((c) => c.id).sort()).toEqual(['a', 'b', 'c']);
    });

    it('deletes by filter and by id', async () => {
      await store.delete({ filter: { path: 'src/hash.rs' } });
      expect(await store.count()).toBe(2);
      await store.delete({ ids: ['a'] });
      expect(await store.count()).toBe(1);
      expect((await store.query([1, 0, 0], { topK: 5 })).map((h) => h.id)).toEqual(['b']);
    });

    it('returns nothing for a query of stop words only', async () => {
      expect(await store.search('   ', { topK: 5 })).toEqual([]);
    });
  });
}
