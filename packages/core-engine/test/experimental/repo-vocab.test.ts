import { describe, expect, it } from 'vitest';
import { learnRepoVocab } from '../../src/experimental/repo-vocab.js';
import type { StoredChunk } from '../../src/ports/vector-store.js';
import { createMemoryStore } from '../indexing/support/memory-store.js';

// Documented functions naming things their own way (`ds` for a dataset, `qb` for a query builder), and a README.
const chunks: StoredChunk[] = [];
for (let i = 0; i < 40; i++) {
  const [doc, name] = i % 2 ? ['Loads the dataset rows', `loadDs${i}`] : ['Builds the query for a table', `makeQb${i}`];
  chunks.push({
    id: `src/f${i}.ts:1-3`,
    text: `/** ${doc} */\nfunction ${name}(ds, qb) { return ${i % 2 ? 'ds.rows' : 'qb.select()'} }`,
    metadata: { path: `src/f${i}.ts`, start_line: 1, end_line: 3, symbol: name, doc },
  });
}
const readme = '# Dataset loading\n\nCall `loadDs` with a `DsOptions`.\n\n# Query building\n\nUse `qb.select()`.\n';
chunks.push({ id: 'README.md:1-7', text: readme, metadata: { path: 'README.md', start_line: 1, end_line: 7 } });

async function tableOf(order: readonly StoredChunk[]) {
  const store = createMemoryStore();
  await store.upsert(order.map((c) => ({ ...c, vector: [] })));
  return learnRepoVocab(store);
}

describe('learnRepoVocab (the repository’s own vocabulary)', () => {
  it('learns the repository’s names for its words from doc comments and README sections', async () => {
    const table = await tableOf(chunks);
    expect(table.get('dataset')?.map(([c]) => c)).toContain('ds');
    expect(table.get('queri')?.map(([c]) => c)).toContain('qb');
  });

  it('is a function of the rows, not of the order they were written in', async () => {
    const a = await tableOf(chunks);
    const b = await tableOf([...chunks].reverse());
    expect(a.size).toBeGreaterThan(0);
    expect([...b]).toEqual([...a]);
  });
});
