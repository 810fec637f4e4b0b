import { describe, expect, it } from 'vitest';
import { stateFromJson, stateToJson } from '../../../src/indexing/state/state-json.js';
import type { FileEntry, IndexState } from '../../../src/indexing/state/types.js';

const entry = (hash: string, path: string): FileEntry => ({
  hash,
  language: 'typescript',
  size: 10,
  chunks: [`${path}:1-3`, `${path}:5-9`],
  defs: 2,
});
const state = (files: Record<string, FileEntry>, rank: Record<string, number>): IndexState => ({
  version: 1,
  root: '/repo "quoted"',
  rev: null,
  head: 'abc',
  dirty: ['b.ts'],
  files,
  skipped: [{ path: 'x.png', reason: 'binary' }],
  rank,
  symbolPacks: ['p1'],
  embedder: { id: 'none', model: 'none', dimension: 0 },
  updatedAt: '2026-11-23T00:00:00.000Z',
  timings: { acquire: 3 },
});

describe('state file JSON', () => {
  it('round-trips a state, paths with quotes, colons and unicode included', () => {
    const s = state(
      {
        'a.ts': entry('h1', 'a.ts'),
        'dir/"odd" é:x.ts': entry('h2', 'dir/"odd" é:x.ts'),
        'empty.md': { hash: 'h3', language: 'markdown', size: 0, chunks: [], defs: 0 },
      },
      { 'a.ts': 0.5 },
    );
    expect(stateFromJson(stateToJson(s))).toEqual(s);
  });

  it('writes chunk ids as line spans, without repeating the path per chunk', () => {
    const text = stateToJson(state({ 'src/long/path/file.ts': entry('h1', 'src/long/path/file.ts') }, {}));
    expect(text).toContain('"spans":"1-3,5-9"');
    expect(text.split('src/long/path/file.ts')).toHaveLength(2);
  });

  it('reads state files written with full chunk id arrays (earlier versions)', () => {
    const old = state({ 'a.ts': entry('h1', 'a.ts') }, { 'a.ts': 1 });
    expect(stateFromJson(JSON.stringify(old))).toEqual(old);
  });

  it('keeps chunk ids that do not start with their path as they are', () => {
    const odd = state({ 'a.ts': { ...entry('h1', 'a.ts'), chunks: ['elsewhere.ts:1-2'] } }, {});
    expect(stateFromJson(stateToJson(odd))).toEqual(odd);
  });

  it('a later state with one new entry and the old ones reused serializes the new content', () => {
    const a = entry('h1', 'a.ts');
    const rank = { 'a.ts': 0.5, 'b.ts': 0.5 };
    stateToJson(state({ 'a.ts': a, 'b.ts': entry('h2', 'b.ts') }, rank));
    const second = state({ 'a.ts': a, 'b.ts': entry('h3', 'b.ts') }, rank);
    expect(stateFromJson(stateToJson(second))).toEqual(second);
    // The same entry object under another path is written for that path.
    const moved = state({ 'c.ts': a }, { 'c.ts': 1 });
    expect(stateFromJson(stateToJson(moved)).files['c.ts']!.chunks).toEqual(['a.ts:1-3', 'a.ts:5-9']);
  });
});
