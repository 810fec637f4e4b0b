import { encode } from '@toon-format/toon';
import { describe, expect, it } from 'vitest';
import { decode, decodeText, encodeCompact, errorPayload, estimateTokens, render, renderError } from '../src/index.js';
import { encode as encodeO200k } from 'gpt-tokenizer/encoding/o200k_base';
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
  rowsWithArrays: {
    entrypoints: [
      { name: 'transfer', modifiers: ['whenNotPaused'], location: { line: 10, column: 4 } },
      { name: 'approve', modifiers: [], location: { line: 20, column: 4 } },
    ],
  },
  strings: { quote: 'say "hi"', newline: 'a\nb', leadingSpace: ' x', numberLike: '123', empty: '', brace: '{x}' },
  rootList: [1, 2, 3],
};

describe('render (what the model reads)', () => {
  for (const [name, shape] of Object.entries(shapes)) {
    it(`reads ${name} back as the same data`, () => {
      expect(decodeText(render(shape))).toEqual(shape);
      expect(decode(encode(shape))).toEqual(shape);
    });
  }

  it('prints a uniform list of flat records as a TOON table', () => {
    const data = {
      rows: Array.from({ length: 20 }, (_, i) => ({ id: i, name: `fn${i}`, visibility: 'public', line: i * 3 })),
    };
    const text = render(data);
    expect(text.split('\n')[0]).toBe('rows[20]{id,name,visibility,line}:');
    expect(decode(text)).toEqual(data);
  });

  it('prints compact JSON where rows hold lists, and keeps the lists as lists', () => {
    const data = {
      functions: Array.from({ length: 12 }, (_, i) => ({
        name: `f${i}`,
        calls: [{ to: `g${i}`, kind: 'internal', line: i }],
        reads: [`a${i}`, `b${i}`],
        location: { line: i, column: 5 },
      })),
    };
    const text = render(data);
    expect(text).toBe(JSON.stringify(data));
    expect(countTokens(text)).toBeLessThan(countTokens(encode(data)));
  });

  it('picks, by its estimate, within 2% of the smaller of TOON and compact JSON in o200k tokens', () => {
    let picked = 0;
    let best = 0;
    for (const shape of [...Object.values(shapes), ...generated()]) {
      const { toon, json, text } = compareFormats(shape);
      picked += text;
      best += Math.min(toon, json);
      expect(text).toBeLessThanOrEqual(Math.ceil(Math.min(toon, json) * 1.1));
    }
    expect(picked / best).toBeLessThan(1.02);
  });

  it('renders pretty JSON when asked', () => {
    expect(render({ x: [1] }, 'json')).toBe('{\n  "x": [\n    1\n  ]\n}');
  });

  it('encodeCompact is what render gives the model', () => {
    expect(encodeCompact(shapes.nested)).toBe(render(shapes.nested));
  });
});

/** Answers of the shapes tools return: tables, tables with list cells, nested reports, long texts. */
function generated(): unknown[] {
  const out: unknown[] = [];
  for (const n of [1, 5, 40]) {
    out.push({
      hits: Array.from({ length: n }, (_, i) => ({ path: `src/m${i}/file${i}.ts`, line: i * 7, score: 0.5 })),
    });
    out.push({
      hits: Array.from({ length: n }, (_, i) => ({ path: `src/f${i}.ts`, lines: [i, i + 9], symbols: ['a', 'b'] })),
    });
    out.push({
      report: { name: 'x', deps: Array.from({ length: n }, (_, i) => ({ name: `d${i}`, via: { a: i, b: [i] } })) },
    });
    out.push({ file: 'a.ts', content: 'export const a = 1;\n'.repeat(n), truncated: false });
  }
  return out;
}

describe('error payload', () => {
  it('drops empty fields and renders in either format', () => {
    const p = errorPayload({ code: 'NOT_FOUND', message: 'gone', hint: '', details: {} });
    expect(p).toEqual({ error: { code: 'NOT_FOUND', message: 'gone' } });
    expect(JSON.parse(renderError(p, 'json'))).toEqual(p);
    expect(decodeText(renderError(p))).toEqual(p);
  });

  it('matches the seed example payloads', () => {
    const error = errorPayload({
      code: 'function_not_found',
      type: 'selector_error',
      message: 'No function "tranfer" in contract Token.',
      hint: 'Closest matches: transfer, transferFrom.',
      details: { candidates: ['transfer', 'transferFrom'] },
    });
    expect(renderError(error)).toMatchInlineSnapshot(`
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
  it('counts tokens and shows the saving of the model text on tabular data', () => {
    expect(countTokens('hello world')).toBe(2);
    expect(countTokens('a <|endoftext|> b')).toBeGreaterThan(3);
    // Counted without the token array: the same counts as encoding, special markers as plain text.
    for (const text of ['a <|endoftext|> b <|endofprompt|>', 'const x = "ü€😀";\n\tfoo_bar(1)', '', ' \n\n  '])
      expect(countTokens(text), text).toBe(encodeO200k(text, { disallowedSpecial: new Set() }).length);
    const rows = Array.from({ length: 50 }, (_, i) => ({ id: i, name: `fn${i}`, visibility: 'public', line: i * 3 }));
    const { toon, json, text, saving } = compareFormats({ rows });
    expect(toon).toBeLessThan(json);
    expect(text).toBe(toon);
    expect(saving).toBeGreaterThan(0.3);
  });
});

describe('estimateTokens', () => {
  it('counts what the regex of words, numbers, spaces and punctuation matches', () => {
    const piece = /[A-Za-z]+|\d+|\s+|[^A-Za-z\d\s]+/g;
    const byRegex = (text: string) => text.match(piece)?.length ?? 0;
    const alphabet = [
      'a',
      'Z',
      '_',
      '7',
      ' ',
      '\n',
      '\t',
      '\v',
      '\u00a0',
      '\u2003',
      '\u3000',
      '\ufeff',
      'é',
      '😀',
      '{',
      '"',
      '\u0085',
    ];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const texts = ['', 'results[2]{path,score}:', JSON.stringify({ a: [1, 2.5, 'x y'] })];
    for (let i = 0; i < 300; i++)
      texts.push(Array.from({ length: next() % 40 }, () => alphabet[next() % alphabet.length]).join(''));
    for (const text of texts) expect(estimateTokens(text), JSON.stringify(text)).toBe(byRegex(text));
  });
});
