import { describe, expect, it } from 'vitest';
import { shippedVocab } from '../../../src/indexing/search/code-vocab.js';

describe('the shipped code vocabulary', () => {
  it('ships a model trained on npm packages: plain words map to code names', () => {
    const table = shippedVocab();
    expect(table.size).toBeGreaterThan(1000);
    const terms = (w: string) => (table.get(w) ?? []).map(([c]) => c);
    expect(terms('remov')).toEqual(expect.arrayContaining(['splice', 'delet']));
    expect(terms('empti')).toContain('isempti');
    expect(terms('random')).toContain('math');
  });
});
