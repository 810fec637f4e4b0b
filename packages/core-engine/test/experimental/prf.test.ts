import { describe, expect, it } from 'vitest';
import { feedbackTerms } from '../../src/experimental/prf.js';

const hit = (text: string, score: number) => ({ text, score });

describe('feedbackTerms (RM3-style expansion)', () => {
  const pool = [
    hit('function dedupeItems(list) { return uniqueBy(list, keyOf) }', 9),
    hit('function uniqueBy(list, keyOf) { const seen = new Set(); return list.filter(keep) }', 8),
    hit('function removeRepeats(list) { return uniqueBy(list, identity) }', 7),
    hit('function renderPage(page) { return template(page) }', 1),
    hit('function parseDate(text) { return new Date(text) }', 1),
    hit('function listFiles(dir) { return readdir(dir) }', 1),
  ];

  it('weights terms the best hits share, leaves out the query terms and terms of one hit only', () => {
    const terms = feedbackTerms(pool, ['dedup', 'item'], { docs: 3, terms: 4, weight: 0.5 });
    expect(terms[0]!.weight).toBe(0.5);
    expect(terms.map((t) => t.term)).toEqual(expect.arrayContaining(['uniqu', 'key']));
    expect(terms.map((t) => t.term)).not.toContain('dedup');
    expect(terms.map((t) => t.term)).not.toContain('repeat');
    expect(terms.every((t) => t.weight > 0 && t.weight <= 0.5)).toBe(true);
  });

  it('is deterministic and gives nothing for fewer than two hits', () => {
    expect(feedbackTerms(pool, ['dedup'])).toEqual(feedbackTerms([...pool], ['dedup']));
    expect(feedbackTerms(pool.slice(0, 1), ['dedup'])).toEqual([]);
  });
});
