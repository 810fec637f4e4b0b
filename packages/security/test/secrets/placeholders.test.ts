import { describe, expect, it } from 'vitest';
import { isPlaceholder } from '../../src/secrets/placeholders.js';
import { alnum } from './fixtures/gen.js';

describe('isPlaceholder', () => {
  it.each([
    '${API_TOKEN}',
    '{{ secrets.TOKEN }}',
    '<your-token>',
    'process.env.TOKEN',
    'xxxxxxxxxxxx',
    '************',
    'your-api-key-here',
    'yourApiKey123',
    'my_secret_token',
    'sk-EXAMPLE-1234',
    'changeme123',
    'test_key_123456',
    'aaaaaaaaaaaa',
    'abcdefghijklmnop',
  ])('treats %s as a placeholder', (value) => {
    expect(isPlaceholder(value)).toBe(true);
  });

  it('almost never calls a random token a placeholder', () => {
    const flagged = Array.from({ length: 5000 }, () => alnum(40)).filter(isPlaceholder);
    // Short filler words only count when they stand alone, so chance hits stay rare.
    expect(flagged.length).toBeLessThanOrEqual(2);
  });
});
