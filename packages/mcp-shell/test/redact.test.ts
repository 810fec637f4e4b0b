import { describe, expect, it } from 'vitest';
import { redactDeep } from '../src/redact.js';

const token = 'ghp_' + 'Zy9xW8vU7tS6rQ5pO4nM3lK2jI1hG0fE9dC8';

describe('redactDeep', () => {
  it('redacts a secret deep in an answer and leaves every other value as it was', async () => {
    const answer = {
      index_id: 'abc',
      results: [
        { path: 'a.ts', lines: [1, 4], snippet: 'const a = 1;' },
        { path: 'b.ts', lines: [2, 9], snippet: `const t = "${token}";`, signals: { lexical: 1 } },
      ],
      next_offset: 2,
    };
    const before = JSON.stringify(answer);
    const { value, findings } = await redactDeep(answer);
    expect(findings).toBe(1);
    expect(JSON.stringify(value)).not.toContain(token);
    expect(value.results[1]!.snippet).toMatch(/^const t = "/);
    expect({ ...value, results: [value.results[0], { ...value.results[1], snippet: '' }] }).toEqual({
      ...answer,
      results: [answer.results[0], { ...answer.results[1], snippet: '' }],
    });
    // The input is not changed: a caller keeping it still holds the unredacted data it made.
    expect(JSON.stringify(answer)).toBe(before);
  });

  it('gives an answer without secrets back whole, with its arrays and keys in order', async () => {
    const answer = { results: [{ path: 'a.ts', score: 0.5, weak: true }], note: null, tags: ['x', 'y'] };
    const { value, findings } = await redactDeep(answer);
    expect(findings).toBe(0);
    expect(JSON.stringify(value)).toBe(JSON.stringify(answer));
  });
});
