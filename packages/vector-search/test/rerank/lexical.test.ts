import { describe, expect, it } from 'vitest';
import { createLexicalReranker } from '../../src/rerank/lexical.js';

const score = (query: string, texts: string[]) => createLexicalReranker().score(query, texts);

describe('createLexicalReranker', () => {
  it('prefers passages covering more query terms close together', async () => {
    const scores = await score('finality grandpa head', [
      'grandpa finality head of the chain',
      'grandpa',
      'unrelated text',
    ]);
    expect(scores[0]).toBeGreaterThan(scores[1]!);
    expect(scores[2]).toBe(0);
  });

  it('ranks the passage that matches rarer terms higher and scores non-matches 0', async () => {
    const [a, b, c] = await score('DUST fees', [
      'DUST pays the fees of transactions',
      'NIGHT is a token',
      'DUST DUST DUST',
    ]);
    expect(a).toBeGreaterThan(c!);
    expect(b).toBe(0);
  });

  it('still weighs a term that every passage holds', async () => {
    const [night, other] = await score('NIGHT', ['NIGHT token', 'other']);
    expect(night).toBeGreaterThan(0);
    expect(other).toBe(0);
    const both = await score('DUST', ['DUST pays fees', 'DUST is generated from NIGHT']);
    expect(Math.min(...both)).toBeGreaterThan(0.1);
  });

  it('folds plurals, drops stop words and matches the parts of snake_case identifiers', async () => {
    const [fee, state, none] = await score('the fees', [
      'A fee is paid in DUST.',
      'midnight_contractState returns the state',
      'the of and',
    ]);
    expect(fee).toBeGreaterThan(0);
    expect(state).toBe(0);
    expect(none).toBe(0);
    const [snake] = await score('contract state', ['midnight_contractState returns it']);
    expect(snake).toBeGreaterThan(0);
  });
});
