import { describe, expect, it } from 'vitest';
import type { ProducedFile } from '../../../src/indexing/run/produce.js';
import { decodeStaged, encodeStaged } from '../../../src/indexing/state/staged-record.js';

const produced = (chunks: string[]): ProducedFile => ({
  entry: { hash: 'abc', language: 'typescript', size: 120, chunks, defs: 1 },
  symbols: { defs: [{ name: 'parse', kind: 'function', line: 1 }], refs: { format: 2 }, imports: [] } as never,
});

describe('staged file records', () => {
  it('write chunk ids as line spans and read them back whole', () => {
    const p = produced(['src/a b.ts:1-5', 'src/a b.ts:7-19']);
    const data = encodeStaged('src/a b.ts', p);
    expect(data).not.toContain('src/a b.ts:');
    expect(data).toContain('"spans":"1-5,7-19"');
    expect(decodeStaged('src/a b.ts', data)).toEqual(p);
    expect(decodeStaged('x.ts', encodeStaged('x.ts', produced([])))).toEqual(produced([]));
  });

  it('keep ids of another form whole, and read records written with whole ids (a run killed before an upgrade)', () => {
    const odd = produced(['src/a.ts:1-5', 'elsewhere.ts:1-2']);
    expect(decodeStaged('src/a.ts', encodeStaged('src/a.ts', odd))).toEqual(odd);
    const old = produced(['src/a.ts:1-5']);
    expect(decodeStaged('src/a.ts', JSON.stringify(old))).toEqual(old);
  });
});
