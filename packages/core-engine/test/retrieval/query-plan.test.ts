import { describe, expect, it } from 'vitest';
import { planQuery } from '../../src/retrieval/query-plan.js';
import { synonymsOf } from '../../src/retrieval/synonyms.js';
import { tokenizeCode } from '../../src/retrieval/tokenize.js';

const term = (word: string) => tokenizeCode(word)[0]!;

describe('synonymsOf', () => {
  it('relates words that name the same thing, both ways, as index terms', () => {
    expect(synonymsOf(term('remove'))).toContain(term('delete'));
    expect(synonymsOf(term('delete'))).toContain(term('remove'));
    // Abbreviations are canonical first: `dir` and `directory` share the synonym `folder`.
    expect(synonymsOf(term('dir'))).toContain(term('folder'));
    expect(synonymsOf(term('remove'))).not.toContain(term('remove'));
  });
  it('knows nothing of words outside its list', () => {
    expect(synonymsOf(term('blockchain'))).toEqual([]);
  });
});

describe('planQuery', () => {
  it('keeps the query terms and adds their synonyms apart', () => {
    const plan = planQuery('how to remove a folder in python');
    expect(plan.terms).toEqual([term('remove'), term('folder')]);
    expect(plan.synonyms.get(term('remove'))).toContain(term('delete'));
    expect(plan.synonyms.get(term('folder'))).toContain(term('directory'));
  });
  it('offers adjacent words, stop words too, as one identifier', () => {
    const plan = planQuery('check if value is instance of class');
    expect(plan.compounds).toContain(term('isinstance'));
    expect(plan.terms).not.toContain(term('isinstance'));
  });
  it('plans words that are also Object.prototype names as plain words', () => {
    const plan = planQuery('constructor toString hasOwnProperty');
    expect(plan.terms).toContain(term('constructor'));
    expect(plan.synonyms.size).toBe(0);
  });
  it('does not list a synonym that is itself a query term', () => {
    expect(planQuery('remove delete').synonyms.get(term('remove'))).not.toContain(term('delete'));
  });
});
