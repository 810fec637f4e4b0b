import { describe, expect, it } from 'vitest';
import { translateRank } from '../../src/experimental/translate-rank.js';
import type { VocabTable } from '../../src/indexing/search/code-vocab.js';

// "duplic" (remove duplicates) is written `uniq` and `dedup` in code.
const table: VocabTable = new Map([
  [
    'duplic',
    [
      ['uniq', 0.6],
      ['dedup', 0.3],
    ],
  ],
]);
const candidates = [
  { id: 'a', text: 'function renderPage(page) { return template(page) }' },
  { id: 'b', text: 'function uniqBy(list, key) { return list.filter(first) }' },
  { id: 'c', text: 'function removeDuplicates(list) { return [...new Set(list)] }' },
  { id: 'd', text: 'function parseDate(text) { return new Date(text) }' },
];

describe('translateRank (translation language model)', () => {
  it('ranks a chunk holding a translation of the query word above unrelated ones', () => {
    const order = translateRank(candidates, ['duplic'], table);
    expect(order.slice(0, 2).sort()).toEqual(['b', 'c']);
    expect(order).toHaveLength(4);
  });

  it('without translations, only the word itself counts', () => {
    const order = translateRank(candidates, ['duplic'], new Map());
    expect(order[0]).toBe('c');
    expect([...order].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(translateRank([], ['duplic'], table)).toEqual([]);
  });
});
