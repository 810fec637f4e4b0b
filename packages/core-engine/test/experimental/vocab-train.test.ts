import { describe, expect, it } from 'vitest';
import { mixVocab } from '../../src/experimental/repo-vocab.js';
import { encodeVocab, termPair, trainModel1 } from '../../src/experimental/vocab-train.js';
import { decodeVocab, expandTerms } from '../../src/indexing/search/code-vocab.js';

// Comment/code pairs where "duplicates" is always written `uniq`/`dedupe`, and "empty" `isNil`/`length`.
const pairs = [
  ['Removes duplicates from the list.', 'function uniq(list) { return [...new Set(list)] }'],
  ['Drops duplicate entries, keeping order.', 'function dedupeEntries(entries) { return uniq(entries) }'],
  ['Returns the list without duplicates.', 'const uniqBy = (list, key) => dedupe(list.map(key))'],
  ['Removes duplicate keys.', 'function dedupeKeys(keys) { return uniq(keys) }'],
  ['Checks whether a value is empty.', 'function isEmpty(value) { return isNil(value) || value.length === 0 }'],
  ['True when the string is empty.', 'const blank = (s) => isNil(s) || s.length === 0'],
  ['Tells if the map is empty.', 'function mapEmpty(m) { return m.size === 0 || isNil(m) }'],
  ['Sorts the list by key.', 'function sortBy(list, key) { return list.slice().sort(compare(key)) }'],
].map(([doc, code]) => termPair(doc!, code!));

describe('code vocabulary (IBM Model 1)', () => {
  it('learns the code words a comment word is written as', () => {
    const table = trainModel1(pairs, { minCount: 2 });
    const dup = table.get('duplic')!.map(([c]) => c);
    expect(dup.slice(0, 3)).toEqual(expect.arrayContaining(['uniq']));
    expect(dup).toContain('dedup');
    expect(table.get('empti')!.map(([c]) => c)).toContain('isnil');
  });

  it('is deterministic and survives its file format', () => {
    const a = encodeVocab(trainModel1(pairs, { minCount: 2 }), { pairs: pairs.length });
    const b = encodeVocab(trainModel1(pairs, { minCount: 2 }), { pairs: pairs.length });
    expect(a).toBe(b);
    expect(encodeVocab(decodeVocab(a), { pairs: pairs.length })).toBe(a);
  });

  it('expands a query with weighted code terms, never its own terms', () => {
    const table = trainModel1(pairs, { minCount: 2 });
    const out = expandTerms(table, ['remov', 'duplic'], { max: 4, floor: 0 });
    expect(out.map((e) => e.term)).toContain('uniq');
    expect(out.map((e) => e.term)).not.toContain('duplic');
    expect(out.every((e) => e.weight > 0 && e.weight <= 1)).toBe(true);
    expect(expandTerms(table, ['zzzunknown'])).toEqual([]);
  });

  it('mixes a repository table into the shipped one', () => {
    const own = new Map([['ds', [['dataset', 0.5] as const]]]);
    const mixed = mixVocab([
      { table: new Map([['sort', [['compar', 0.4] as const]]]), weight: 1 },
      { table: own, weight: 0.5 },
    ]);
    expect(mixed.get('ds')).toEqual([['dataset', 0.25]]);
    expect(mixed.get('sort')).toEqual([['compar', 0.4]]);
  });
});
