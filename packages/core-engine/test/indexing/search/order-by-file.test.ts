import { describe, expect, it } from 'vitest';
import { orderByFile } from '../../../src/indexing/search/order-by-file.js';
import type { FileOrderInput } from '../../../src/indexing/search/order-by-file.js';
import type { SymbolIndex } from '../../../src/indexing/search/symbol-index.js';
import type { IndexState } from '../../../src/indexing/state/types.js';
import { buildHistoryIndex } from '../../../src/indexing/history/history-index.js';

const fused = (...ids: [string, number][]) => ids.map(([id, score]) => ({ id, score, ranks: {} }));
const ids = (r: { id: string }[]) => r.map((x) => x.id);

function input(query: string, chunks: string[], features: Partial<FileOrderInput['features']> = {}): FileOrderInput {
  const files: IndexState['files'] = {};
  for (const id of chunks) {
    const path = id.slice(0, id.lastIndexOf(':'));
    (files[path] ??= { hash: path, language: 'typescript', size: 1, chunks: [], defs: 0 }).chunks.push(id);
  }
  const state = { files, rank: {} } as unknown as IndexState;
  const features_ = { files: false, history: true, sourceFirst: true, ...features };
  return {
    query,
    terms: query.split(' '),
    state,
    symbols: { records: new Map(), byName: new Map() } as unknown as SymbolIndex,
    features: features_,
    pool: 100,
    code: false,
  };
}

describe('chunks in file order', () => {
  it('keeps the fused order when no file-level signal moves a file (a file’s second match keeps its place)', () => {
    const chunks = fused(
      ['src/a.ts:1-5', 0.05],
      ['src/b.ts:1-5', 0.04],
      ['src/a.ts:9-20', 0.03],
      ['src/c.ts:1-5', 0.02],
    );
    const ordered = orderByFile(chunks, input('parse the header', ids(chunks)), undefined);
    expect(ids(ordered)).toEqual(ids(chunks));
  });

  it('moves a test file behind the source with its chunks, each file’s best chunk first', () => {
    const chunks = fused(
      ['test/a.spec.ts:1-5', 0.05],
      ['src/a.ts:1-5', 0.04],
      ['test/a.spec.ts:9-20', 0.035],
      ['src/a.ts:9-20', 0.03],
    );
    const ordered = orderByFile(chunks, input('parse the header', ids(chunks)), undefined);
    expect(ids(ordered)).toEqual(['src/a.ts:1-5', 'test/a.spec.ts:1-5', 'test/a.spec.ts:9-20', 'src/a.ts:9-20']);
    const scores = ordered.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('lets the history lift a file to the top with its best chunk, its rank among the signals', () => {
    const chunks = fused(['src/a.ts:1-5', 0.05], ['src/b.ts:1-5', 0.04], ['src/b.ts:9-20', 0.01]);
    const history = buildHistoryIndex({
      head: 'h',
      subjects: ['fix header parsing of folded lines'],
      files: { 'src/b.ts': [0] },
      ms: 0,
    });
    const ordered = orderByFile(chunks, input('folded header lines', ids(chunks)), history);
    expect(ids(ordered)).toEqual(['src/b.ts:1-5', 'src/a.ts:1-5', 'src/b.ts:9-20']);
    expect(ordered[0]!.ranks).toMatchObject({ history: 1 });
  });

  it('lets a file whose path names the query rise a little, unless the path weight is 0', () => {
    const chunks = fused(['src/a.ts:1-5', 0.05], ['src/header.ts:1-5', 0.04]);
    // Among six files: a path word in most files says nothing.
    const q = input('parse the header', [
      ...ids(chunks),
      'src/c.ts:1-5',
      'src/d.ts:1-5',
      'src/e.ts:1-5',
      'src/f.ts:1-5',
    ]);
    expect(ids(orderByFile(chunks, q, undefined))).toEqual(['src/header.ts:1-5', 'src/a.ts:1-5']);
    expect(ids(orderByFile(chunks, q, undefined, { weights: { path: 0 } }))).toEqual(ids(chunks));
  });

  it('puts first a file the query names by its compound name, unless many files share the name', () => {
    const chunks = fused(
      ['lib/rules/no-var.js:1-5', 0.05],
      ['lib/linter.js:1-5', 0.04],
      ['lib/rules/one-var.js:1-5', 0.03],
    );
    const more = ['tests/lib/rules/one-var.js:1-5', 'docs/rules/one-var.md:1-5'];
    const q = input('support explicit resource management in `one-var`', [...ids(chunks), ...more]);
    expect(ids(orderByFile(chunks, q, undefined)).slice(0, 2)).toEqual([
      'lib/rules/one-var.js:1-5',
      'lib/rules/no-var.js:1-5',
    ]);
    const shared = ['a', 'b', 'c', 'd', 'e', 'f'].map((d) => `${d}/one-var.js:1-5`);
    const q2 = input('support `one-var`', [...ids(chunks), ...shared]);
    expect(ids(orderByFile(chunks, q2, undefined))[0]).toBe('lib/rules/no-var.js:1-5');
  });

  it('lifts a file whose path holds two consecutive words of the query, unless the phrase weight is 0', () => {
    const chunks = fused(['pkg/cmd/pr/list/list.go:1-5', 0.05], ['pkg/cmd/run/list/list.go:1-5', 0.04]);
    const q = input('add `-a` flag to `gh run list`', ids(chunks));
    expect(ids(orderByFile(chunks, q, undefined))[0]).toBe('pkg/cmd/run/list/list.go:1-5');
    expect(ids(orderByFile(chunks, q, undefined, { weights: { phrase: 0 } }))[0]).toBe('pkg/cmd/pr/list/list.go:1-5');
  });

  it('with breadth on, ranks a hub file behind a smaller one a question finds as well, not for a name-shaped query', () => {
    // command.rs: 300 chunks, first in the chunk ranking; complete.rs: second, and first in the history.
    const hub = Array.from({ length: 300 }, (_, i) => `src/builder/command.rs:${10 * i + 1}-${10 * i + 9}`);
    const chunks = fused(['src/builder/command.rs:1-9', 0.05], ['src/engine/complete.rs:1-9', 0.04]);
    const q = input('prioritize shorts when completing', [...hub, 'src/engine/complete.rs:1-9']);
    const history = buildHistoryIndex({
      head: 'h',
      subjects: ['complete shorts after longs', 'builder: shorts'],
      files: { 'src/engine/complete.rs': [0], 'src/builder/command.rs': [1] },
      ms: 0,
    });
    const damped = { breadth: 0.5 };
    expect(ids(orderByFile(chunks, q, history, damped))[0]).toBe('src/engine/complete.rs:1-9');
    expect(ids(orderByFile(chunks, q, history))[0]).toBe('src/builder/command.rs:1-9');
    expect(ids(orderByFile(chunks, { ...q, code: true }, history, damped))[0]).toBe('src/builder/command.rs:1-9');
  });

  it('puts first the file defining an identifier the question names, unless the weight is 0', () => {
    const chunks = fused(['pkg/cmd/repo/list/list.go:1-5', 0.05], ['pkg/cmd/variable/shared/shared.go:1-5', 0.04]);
    const q = input('Add `createdAt` field to `Variable` type', ids(chunks));
    const byName = new Map([['Variable', [{ name: 'Variable', path: 'pkg/cmd/variable/shared/shared.go' }]]]);
    const named = { ...q, symbols: { records: new Map(), byName } as unknown as SymbolIndex };
    expect(ids(orderByFile(chunks, named, undefined))[0]).toBe('pkg/cmd/variable/shared/shared.go:1-5');
    expect(ids(orderByFile(chunks, named, undefined, { weights: { defined: 0 } }))[0]).toBe(
      'pkg/cmd/repo/list/list.go:1-5',
    );
  });
});
