import { describe, expect, it } from 'vitest';
import { queryTerms, splitIdentifier, tokenizeCode } from '../src/text/tokenize.js';

describe('tokenizeCode', () => {
  it('splits camelCase, PascalCase, snake_case and digits', () => {
    expect(splitIdentifier('parseHTTPResponse2xx')).toEqual(['parse', 'HTTP', 'Response', '2', 'xx']);
    expect(splitIdentifier('load_user_profile')).toEqual(['load', 'user', 'profile']);
  });
  it('keeps the whole identifier and stems its parts', () => {
    expect(tokenizeCode('getUserNames')).toEqual(['getusernam', 'get', 'user', 'name']);
    expect(tokenizeCode('read_only')).toEqual(tokenizeCode('readOnly'));
    expect(tokenizeCode('readOnly')[0]).toBe(tokenizeCode('readonly')[0]);
    expect(tokenizeCode('str')).toEqual(tokenizeCode('string'));
  });
  it('drops stop words from queries and deduplicates', () => {
    expect(queryTerms('how to check if a file is readonly file')).toEqual(['check', 'file', 'readonli']);
  });
});
