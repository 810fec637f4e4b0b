import { describe, expect, it } from 'vitest';
import { queryTerms, splitIdentifier, tokenizeCode } from '../src/text/tokenize.js';

describe('tokenizeCode', () => {
  it('splits camelCase, PascalCase, snake_case and digits', () => {
    expect(splitIdentifier('parseHTTPResponse2xx')).toEqual(['parse', 'HTTP', 'Response', '2', 'xx']);
    expect(splitIdentifier('load_user_profile')).toEqual(['load', 'user', 'profile']);
  });
  it('keeps the whole identifier and stems its parts', () => {
    expect(tokenizeCode('getUserNames')).toEqual(['getusernames', 'get', 'user', 'name']);
  });
  it('drops stop words from queries and deduplicates', () => {
    expect(queryTerms('how to check if a file is readonly file')).toEqual(['check', 'file', 'readonli']);
  });
});
