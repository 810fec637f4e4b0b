import { describe, expect, it } from 'vitest';
import { decode, errorPayload, render, renderError, tabularize } from '../src/index.js';
import { compareFormats, countTokens } from '../src/tokens.js';

const shapes: Record<string, unknown> = {
  flatTable: {
    items: [
      { id: 1, name: 'a', ok: true },
      { id: 2, name: 'b', ok: false },
    ],
  },
  nested: { a: { b: { c: [1, 2, 3], d: null } }, e: 'x: y, z' },
  arrayHeavy: {
    rows: [
      [1, 2],
      [3, 4],
    ],
    mixed: [1, 'two', { three: 3 }, [4]],
    empty: [],
  },
  recordsWithLists: {
    fns: [
      { name: 'f', calls: [{ to: 'g', kind: 'internal' }] },
      { name: 'h', calls: [] },
    ],
  },
  strings: { quote: 'say "hi"', newline: 'a\nb', leadingSpace: ' x', numberLike: '123', empty: '' },
};

describe('render', () => {
  for (const [name, shape] of Object.entries(shapes)) {
    it(`round-trips ${name} through TOON without tabularizing`, async () => {
      const { encode } = await import('@toon-format/toon');
      expect(decode(encode(shape))).toEqual(shape);
    });
  }

  it('keeps lists of records with nested objects and primitive lists as one table', () => {
    const data = {
      entrypoints: [
        { name: 'transfer', modifiers: ['whenNotPaused'], location: { line: 10, column: 4 } },
        { name: 'approve', modifiers: [], location: { line: 20, column: 4 } },
      ],
    };
    const text = render(data, 'toon');
    expect(text.split('\n')[0]).toBe('entrypoints[2]{name,modifiers,location.line,location.column}:');
    expect(decode(text)).toEqual({
      entrypoints: [
        { name: 'transfer', modifiers: 'whenNotPaused', 'location.line': 10, 'location.column': 4 },
        { name: 'approve', modifiers: '', 'location.line': 20, 'location.column': 4 },
      ],
    });
  });

  it('fills missing columns with null so rows stay uniform', () => {
    expect(tabularize([{ a: 1 }, { b: 2 }])).toEqual([
      { a: 1, b: null },
      { a: null, b: 2 },
    ]);
  });

  it('renders JSON when asked', () => {
    expect(JSON.parse(render({ x: [1] }, 'json'))).toEqual({ x: [1] });
  });
});

describe('error payload', () => {
  it('drops empty fields and renders in either format', () => {
    const p = errorPayload({ code: 'NOT_FOUND', message: 'gone', hint: '', details: {} });
    expect(p).toEqual({ error: { code: 'NOT_FOUND', message: 'gone' } });
    expect(JSON.parse(renderError(p, 'json'))).toEqual(p);
  });

  it('matches the seed example payloads', () => {
    const result = {
      entrypoints: [
        {
          file: 'Token.sol',
          contract: 'Token',
          name: 'transfer',
          signature: 'transfer(address,uint256)',
          visibility: 'public',
          mutability: 'nonpayable',
          declared_in: 'Token',
          modifiers: [],
          location: { line: 12, column: 5 },
        },
      ],
    };
    const error = errorPayload({
      code: 'function_not_found',
      type: 'selector_error',
      message: 'No function "tranfer" in contract Token.',
      hint: 'Closest matches: transfer, transferFrom.',
      details: { candidates: ['transfer', 'transferFrom'] },
    });
    expect(render(result)).toMatchInlineSnapshot(`
      "entrypoints[1]{file,contract,name,signature,visibility,mutability,declared_in,modifiers,location.line,location.column}:
        Token.sol,Token,transfer,"transfer(address,uint256)",public,nonpayable,Token,"",12,5"
    `);
    expect(render(error)).toMatchInlineSnapshot(`
      "error:
        code: function_not_found
        message: "No function \\"tranfer\\" in contract Token."
        type: selector_error
        hint: "Closest matches: transfer, transferFrom."
        details:
          candidates[2]: transfer,transferFrom"
    `);
  });
});

describe('tokens', () => {
  it('counts tokens and shows TOON saving on tabular data', () => {
    expect(countTokens('hello world')).toBe(2);
    const rows = Array.from({ length: 50 }, (_, i) => ({ id: i, name: `fn${i}`, visibility: 'public', line: i * 3 }));
    const { toon, json, saving } = compareFormats({ rows });
    expect(toon).toBeLessThan(json);
    expect(saving).toBeGreaterThan(0.3);
  });
});
