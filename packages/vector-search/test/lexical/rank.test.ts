import { describe, expect, it } from 'vitest';
import { defaultLexicalRanking, idf, scoreRows } from '../../src/lexical/rank.js';
import { defaultFieldWeights } from '../../src/lexical/fields.js';

const row = (body: string, symbol = '') => ({ fields: { symbol, path: '', doc: '', body } });
const stats = { rows: 100, avgLength: 4, df: () => 10 };
const score = (rows: ReturnType<typeof row>[], ranking = defaultLexicalRanking) =>
  scoreRows(rows, [{ term: 'remov', weight: 1, synonyms: ['delet'] }], stats, defaultFieldWeights, ranking);

describe('scoreRows', () => {
  it('is BM25 for a plain term, with the k1 it is given', () => {
    const f = 1; // one body occurrence, body weight 1, length 4 = average: b does not matter
    for (const k1 of [1.2, 2.5]) {
      const [s] = score([row('remov a b c')], { ...defaultLexicalRanking, k1 });
      expect(s).toBeCloseTo((idf(100, 10) * (f * (k1 + 1))) / (f + k1), 12);
    }
  });
  it('normalizes by row length as b says', () => {
    const [short, long] = score([row('remov a'), row('remov a b c d e f g')]);
    expect(short).toBeGreaterThan(long!);
    const [s0, l0] = score([row('remov a'), row('remov a b c d e f g')], { ...defaultLexicalRanking, b: 0 });
    expect(s0).toBeCloseTo(l0!, 12);
  });
  it('counts a synonym at its weight, and fully at weight 1', () => {
    const [exact, synonym] = score([row('remov a b c'), row('delet a b c')]);
    expect(synonym).toBeGreaterThan(0);
    expect(synonym).toBeLessThan(exact!);
    const [same] = score([row('delet a b c')], { ...defaultLexicalRanking, synonyms: 1 });
    expect(same).toBeCloseTo(exact!, 12);
  });
  it('weights a symbol-name hit above a body hit', () => {
    const [inSymbol, inBody] = score([row('a b c', 'remov'), row('remov a b')]);
    expect(inSymbol).toBeGreaterThan(inBody!);
  });
});
