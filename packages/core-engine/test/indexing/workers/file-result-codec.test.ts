import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeFileResult, encodeFileResult } from '../../../src/indexing/workers/file-result-codec.js';
import { encodeStaged } from '../../../src/indexing/state/staged-record.js';
import { toRecord } from '../../../src/indexing/state/record.js';
import type { FileResult } from '../../../src/ports/file-processing.js';
import type { StoredChunk } from '../../../src/ports/vector-store.js';

/** A chunk as it comes out of the codec: with the metadata's JSON a store writes as it is. */
const withJson = (c: StoredChunk): StoredChunk => ({ ...c, metaJson: JSON.stringify(c.metadata) });

describe('file result codec', () => {
  it('round-trips chunks with and without lexical fields, odd characters and symbols', () => {
    const r: FileResult = {
      language: 'typescript',
      chunks: [
        {
          id: 'a.ts:1-3',
          text: 'const s = "q\\"uote";\n\t\u0000 emoji \u{1F600} é',
          metadata: { path: 'a.ts', start_line: 1, symbol: null, kind: 'function' },
          lexical: { symbol: '', path: 'a', doc: 'x "y"', body: 'const s q uot' },
        },
        { id: 'a.ts:5-5', text: '', metadata: { path: 'a.ts' } },
        {
          id: 'a.ts:6-9',
          text: '}\n',
          metadata: { path: 'a.ts' },
          lexical: { symbol: 'f', path: '', doc: '', body: '' },
        },
      ],
      symbols: {
        defs: [{ name: 'f', kind: 'function', start: 6, end: 9 }],
        refs: { constructor: 2, x: 1 },
        imports: ['./b.js'],
      },
    };
    expect(decodeFileResult(encodeFileResult(r))).toEqual({
      ...r,
      chunks: r.chunks.map(withJson),
      symbolsJson: JSON.stringify(r.symbols),
    });
  });

  it('hands over the metadata JSON a store writes; metadata set anew drops it', () => {
    const metadata = { path: 'a.ts', start_line: 1, symbol: 'f', doc: '/** "x" */' };
    const r: FileResult = {
      language: 'typescript',
      chunks: [{ id: 'a.ts:1-2', text: 'x', metadata }],
      symbols: { defs: [], refs: {}, imports: [] },
    };
    const [chunk] = decodeFileResult(encodeFileResult(r)).chunks;
    expect(chunk!.metaJson).toBe(JSON.stringify(metadata));
    expect(chunk!.metadata).toEqual(metadata);
    chunk!.metadata = { path: 'b.ts' };
    expect(chunk!.metaJson).toBeUndefined();
    expect(chunk!.metadata).toEqual({ path: 'b.ts' });
    // A second hop (a result re-encoded) carries the metadata as it is now.
    expect(decodeFileResult(encodeFileResult({ ...r, chunks: [chunk!] })).chunks[0]!.metadata).toEqual({
      path: 'b.ts',
    });
  });

  it("carries each chunk's packed bytes (some chunks have none) in one buffer", () => {
    const bytes = (...b: number[]) => Uint8Array.from(b);
    const chunks: StoredChunk[] = [
      { id: 'a.ts:1-3', text: 'one', metadata: { path: 'a.ts' }, packed: bytes(1, 2, 3) },
      { id: 'a.ts:4-4', text: 'two', metadata: { path: 'a.ts' } },
      { id: 'a.ts:5-9', text: 'three', metadata: { path: 'a.ts' }, packed: bytes(0, 255) },
    ];
    const encoded = encodeFileResult({ language: 'text', chunks, symbols: { defs: [], refs: {}, imports: [] } });
    expect(encoded.packed).toEqual(bytes(1, 2, 3, 0, 255));
    const back = decodeFileResult(encoded).chunks;
    expect(back.map((c) => c.text)).toEqual(['one', 'two', 'three']);
    expect(back.map((c) => (c.packed ? [...c.packed] : undefined))).toEqual([[1, 2, 3], undefined, [0, 255]]);
  });

  it('rebuilds every chunk with its metadata keys in order', () => {
    const meta = (start: number, symbol: string | null, doc: string | null) => ({
      path: 'src/a.ts',
      language: 'typescript',
      start_line: start,
      end_line: start + 9,
      symbol,
      kind: symbol ? 'function' : null,
      doc,
      file_hash: 'abc',
    });
    const chunks = [
      { id: 'src/a.ts:1-10', text: 'one', metadata: meta(1, 'f', '/** f */') },
      { id: 'src/a.ts:11-20', text: 'two', metadata: meta(11, null, null) },
      {
        id: 'src/a.ts:21-30',
        text: '',
        metadata: meta(21, 'g', null),
        lexical: { symbol: 'g', path: 'src a', doc: '', body: '' },
      },
    ];
    const r: FileResult = { language: 'typescript', chunks, symbols: { defs: [], refs: {}, imports: [] } };
    const back = decodeFileResult(encodeFileResult(r));
    expect(back.chunks).toEqual(chunks.map(withJson));
    expect(back.chunks.map((c) => JSON.stringify(c.metadata))).toEqual(chunks.map((c) => JSON.stringify(c.metadata)));
  });

  it('keeps metadata as JSON keeps it when chunks differ in keys, a key is __proto__ or a value is undefined', () => {
    const cases: StoredChunk['metadata'][][] = [
      [
        { a: 1, b: 2 },
        { b: 2, a: 1 },
      ],
      [{ a: 1 }, { a: 1, c: 3 }],
      [JSON.parse('{"__proto__": 1, "a": 2}') as StoredChunk['metadata']],
      [{ a: undefined as unknown as null, b: 1 }],
      [{}],
    ];
    for (const metas of cases) {
      const r: FileResult = {
        language: 'text',
        chunks: metas.map((metadata, i) => ({ id: `x:${i}`, text: 't', metadata })),
        symbols: { defs: [], refs: {}, imports: [] },
      };
      const back = decodeFileResult(encodeFileResult(r)).chunks.map((c) => JSON.stringify(c.metadata));
      expect(back).toEqual(metas.map((m) => JSON.stringify(m)));
    }
    const none: FileResult = { language: 'text', chunks: [], symbols: { defs: [], refs: {}, imports: [] } };
    expect(decodeFileResult(encodeFileResult(none)).chunks).toEqual([]);
  });

  it('hands over the symbols JSON, which makes the staged file byte for byte what stringifying it makes', () => {
    // Built like process-file builds references: a prototype-less record, keys in first-seen order.
    const refs = toRecord<number>(
      ['__proto__', 'constructor', '10', '2', 'caf\u00e9', 'lone\ud800', 'x"y\\', 'toString', '0'].map((k, i) => [
        k,
        i + 1,
      ]),
    );
    const symbols = {
      defs: [{ name: 'f\u{1F600}', kind: 'function', start: 1, end: 2, signature: 'f(a: "b")\n' }],
      refs,
      imports: ['./a.js', '\u2028'],
    };
    const r: FileResult = { language: 'javascript', chunks: [], symbols };
    const decoded = decodeFileResult(encodeFileResult(r));
    const file = {
      entry: { hash: 'h', language: 'javascript', size: 3, chunks: ['a:1-2'], defs: 1 },
      symbols: decoded.symbols,
    };
    expect(Object.keys(decoded.symbols.refs)).toEqual(Object.keys(refs));
    expect(encodeStaged('a', file, decoded.symbolsJson)).toBe(encodeStaged('a', file));
    expect(JSON.parse(encodeStaged('a', file, decoded.symbolsJson)).symbols).toEqual(file.symbols);
    // A second hop (a result re-encoded) keeps the string as it is.
    expect(encodeFileResult(decoded).symbols).toBe(decoded.symbolsJson);
  });
  it('leaves a packed text behind when asked, and unpacks it only when it is read', () => {
    const text = 'export function parse(input: string) {\n  return input.trim();\n}\n'.repeat(20);
    const r: FileResult = {
      language: 'typescript',
      chunks: [
        { id: 'a.ts:1-60', text, metadata: { path: 'a.ts' }, packed: new Uint8Array(deflateRawSync(text)) },
        { id: 'a.ts:61-61', text: 'short é', metadata: { path: 'a.ts' } },
      ],
      symbols: { defs: [], refs: {}, imports: [] },
    };
    const encoded = encodeFileResult(r, { packedTextOnly: true });
    // Only the unpacked chunk's text (and the metadata) travels in the blob.
    expect(encoded.blob).not.toContain('parse');
    expect(encoded.blob.length).toBeLessThan(encodeFileResult(r).blob.length - text.length + 1);
    const unpacked: string[] = [];
    const unpack = (bytes: Uint8Array) => {
      const t = inflateRawSync(bytes).toString('utf8');
      unpacked.push(t);
      return t;
    };
    const [big, small] = decodeFileResult(encoded, unpack).chunks;
    expect(unpacked).toEqual([]);
    expect(Buffer.from(big!.packed!)).toEqual(Buffer.from(r.chunks[0]!.packed!));
    expect(big!.text).toBe(text);
    expect(big!.text).toBe(text);
    expect(unpacked).toEqual([text]);
    expect(small!.text).toBe('short é');
    // Without an unpacker the receiver could never read the text: a clear error, not a chunk without text.
    expect(() => decodeFileResult(encodeFileResult(r, { packedTextOnly: true }))).toThrow(/did not travel/);
  });
});
