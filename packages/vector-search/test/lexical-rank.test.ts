import { describe, expect, it } from 'vitest';
import { defaultLexicalRanking, idf, scoreRows } from '../src/lexical-rank.js';
import { defaultFieldWeights } from '../src/lexical-fields.js';

const row = (body: string, symbol = '') => ({ fields: { symbol, path: '', doc: '', body } });
const stats = { rows: 100, avgLength: 4, df: () => 10 };
const score = (rows: ReturnType<typeof row>[], ranking = defaultLexicalRanking, pairs = [] as never[]) =>
  scoreRows(rows, [{ term: 'remov', weight: 1, synonyms: ['delet'] }], pairs, stats, defaultFieldWeights, ranking);

describe('scoreRows', () => {
  it('is BM25 with FTS5 constants for a plain term', () => {
    const [s] = score([row('remov a b c')]);
    const f = 1; // one body occurrence, body weight 1, length 4 = average
    expect(s).toBeCloseTo((idf(100, 10) * (f * 2.2)) / (f + 1.2), 12);
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
  it('adds proximity only for pairs within the window', () => {
    const groups = [
      { term: 'pars', weight: 1, synonyms: [] },
      { term: 'date', weight: 1, synonyms: [] },
    ];
    const pairs = [{ a: 'pars', b: 'date', df: 5 }];
    const [near, far] = scoreRows(
      [row('pars date a b c d e f'), row('pars a b c d e f date')],
      groups,
      pairs,
      stats,
      defaultFieldWeights,
      defaultLexicalRanking,
    );
    expect(near).toBeGreaterThan(far!);
  });
});
