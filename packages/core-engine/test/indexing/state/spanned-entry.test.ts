import { describe, expect, it } from 'vitest';
import { chunkCount, spannedEntry, spansOf } from '../../../src/indexing/state/spanned-entry.js';
import { entryFromDisk, entryToDisk, stateFromJson, stateToJson } from '../../../src/indexing/state/state-json.js';
import type { FileEntry, IndexState } from '../../../src/indexing/state/types.js';

const path = 'src/dir/"odd" é:x.ts';
const plain: FileEntry = {
  hash: 'h1',
  language: 'typescript',
  size: 10,
  chunks: [`${path}:1-3`, `${path}:5-9`, `${path}:11-40`],
  defs: 2,
};
const spanned = () => spannedEntry(path, { hash: 'h1', language: 'typescript', size: 10, defs: 2 }, '1-3,5-9,11-40');

describe('file entries holding chunk ids as line spans', () => {
  it('read, spread, clone and serialize as the plain entry with the same ids', () => {
    const e = spanned();
    expect(e).toEqual(plain);
    expect(e.chunks).toEqual(plain.chunks);
    expect({ ...e }).toEqual(plain);
    expect(structuredClone(e)).toEqual(plain);
    expect(JSON.stringify(e)).toBe(JSON.stringify(plain));
    expect(Object.keys(e)).toEqual(Object.keys(plain));
    expect(chunkCount(e)).toBe(3);
    expect(chunkCount(spannedEntry(path, e, ''))).toBe(0);
    expect(spannedEntry(path, e, '').chunks).toEqual([]);
  });

  it('are written to disk exactly as plain entries are, and read back as spans', () => {
    expect(JSON.stringify(entryToDisk(path, spanned()))).toBe(JSON.stringify(entryToDisk(path, plain)));
    const back = entryFromDisk(path, entryToDisk(path, plain));
    expect(back).toEqual(plain);
    expect(spansOf(path, back)).toBe('1-3,5-9,11-40');
    const s = {
      files: { [path]: plain, 'b.ts': { ...plain, chunks: ['b.ts:1-2'] } },
      rank: {},
    } as unknown as IndexState;
    const read = stateFromJson(stateToJson(s));
    expect(stateToJson({ ...read, files: { ...read.files } })).toBe(stateToJson(s));
  });

  it('give one array for every read, as a plain entry does (memos and chunkAt key on it)', () => {
    const e = spanned();
    const first = e.chunks;
    expect(e.chunks).toBe(first);
    expect(first).toEqual(plain.chunks);
    expect(spanned().chunks).not.toBe(first);
  });

  it('take new ids when assigned, and drop the spans they had', () => {
    const e = spanned();
    e.chunks = ['elsewhere.ts:1-2'];
    expect(e.chunks).toEqual(['elsewhere.ts:1-2']);
    expect(chunkCount(e)).toBe(1);
    expect(entryToDisk(path, e)).toEqual({ ...plain, chunks: ['elsewhere.ts:1-2'] });
  });

  it('keep ids whose span would not read back (not under the path, or with a comma) as a plain array', () => {
    expect(spansOf('a.ts', { ...plain, chunks: ['b.ts:1-2'] })).toBeUndefined();
    expect(spansOf('a.ts', { ...plain, chunks: ['a.ts:1,2'] })).toBeUndefined();
  });
});
