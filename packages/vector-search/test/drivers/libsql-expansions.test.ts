import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLibsqlStore } from '../../src/drivers/libsql.js';

const dir = mkdtempSync(join(tmpdir(), 'vs-expand-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('drivers: libsql, weighted expansion terms', () => {
  it('finds rows through expansion terms the query lacks, below rows with the query words themselves', async () => {
    const store = await createLibsqlStore({ path: join(dir, 'expand.db') });
    const filler = Array.from({ length: 20 }, (_, i) => ({
      id: `f${i}`,
      text: `function other${i}() { return ${i} }`,
      metadata: { path: `f${i}.js` },
    }));
    await store.upsert([
      ...filler,
      { id: 'uniq', text: 'function uniq(list) { return [...new Set(list)] }', metadata: { path: 'uniq.js' } },
      { id: 'dup', text: 'function removeDuplicates(list) { return uniq(list) }', metadata: { path: 'dup.js' } },
    ]);
    const plain = await store.search('duplicates', { topK: 5 });
    expect(plain.map((h) => h.id)).toEqual(['dup']);
    const expanded = await store.search('duplicates', { topK: 5, expansions: [{ term: 'uniq', weight: 0.5 }] });
    expect(expanded.map((h) => h.id)).toEqual(['dup', 'uniq']);
    await store.dispose?.();
  });
});
