import { describe, expect, it } from 'vitest';
import { stateToJson } from '../../src/indexing/state-json.js';
import type { FileEntry, IndexState } from '../../src/indexing/types.js';

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

describe('stateToJson', () => {
  it('writes what JSON.stringify writes, field for field, paths with quotes and unicode included', () => {
    const s = state({ 'a.ts': entry('h1', 'a.ts'), 'dir/"odd" é.ts': entry('h2', 'dir/"odd" é.ts') }, { 'a.ts': 0.5 });
    expect(JSON.parse(stateToJson(s))).toEqual(JSON.parse(JSON.stringify(s)));
  });

  it('a later state with one new entry and the old ones reused serializes the new content', () => {
    const a = entry('h1', 'a.ts');
    const rank = { 'a.ts': 0.5, 'b.ts': 0.5 };
    const first = state({ 'a.ts': a, 'b.ts': entry('h2', 'b.ts') }, rank);
    stateToJson(first);
    const second = state({ 'a.ts': a, 'b.ts': entry('h3', 'b.ts') }, rank);
    const parsed = JSON.parse(stateToJson(second)) as IndexState;
    expect(parsed.files['b.ts']!.hash).toBe('h3');
    expect(parsed).toEqual(JSON.parse(JSON.stringify(second)));
    const third = state({ 'a.ts': a }, { 'a.ts': 1 });
    expect(JSON.parse(stateToJson(third))).toEqual(JSON.parse(JSON.stringify(third)));
  });
});
