import { describe, expect, it } from 'vitest';
import { namedFiles, pathMatches } from '../../../src/indexing/search/file-signals.js';
import { pathSetMemo } from '../../../src/indexing/search/path-set-memo.js';
import { noteStep } from '../../../src/indexing/state/state-links.js';
import type { IndexState } from '../../../src/indexing/state/types.js';

const stateOf = (paths: string[], hash = 'h') =>
  ({
    files: Object.fromEntries(paths.map((p) => [p, { hash, language: 'typescript', size: 1, chunks: [], defs: 0 }])),
    rank: {},
  }) as unknown as IndexState;

describe('indexes built from the set of paths', () => {
  it('are built once for states that hold the same paths, and again when a path comes or goes', () => {
    const built: string[][] = [];
    const memo = pathSetMemo((paths) => {
      built.push([...paths]);
      return paths.length;
    });
    const first = stateOf(['src/b.ts', 'src/a.ts']);
    expect(memo(first)).toBe(2);
    expect(memo(first)).toBe(2);
    // An edit: a new state, other entries, the same paths (in another order).
    expect(memo(stateOf(['src/a.ts', 'src/b.ts'], 'edited'))).toBe(2);
    expect(built).toEqual([['src/a.ts', 'src/b.ts']]);
    // A file came, then one was renamed (same count, other paths).
    expect(memo(stateOf(['src/a.ts', 'src/b.ts', 'src/c.ts']))).toBe(3);
    expect(memo(stateOf(['src/a.ts', 'src/b.ts', 'src/d.ts']))).toBe(3);
    expect(built.map((b) => b.at(-1))).toEqual(['src/b.ts', 'src/c.ts', 'src/d.ts']);
  });

  it('follow the recorded steps between states: the touched paths alone tell whether the set changed', () => {
    const built: string[][] = [];
    const memo = pathSetMemo((paths) => {
      built.push([...paths]);
      return [...paths];
    });
    const first = stateOf(['src/b.ts', 'src/a.ts']);
    expect(memo(first)).toEqual(['src/a.ts', 'src/b.ts']);
    // Two edits in a row, the memo asked after the second only.
    const edited = stateOf(['src/a.ts', 'src/b.ts'], 'edited');
    const again = stateOf(['src/a.ts', 'src/b.ts'], 'again');
    noteStep(first, edited, ['src/a.ts']);
    noteStep(edited, again, ['src/b.ts']);
    expect(memo(again)).toEqual(['src/a.ts', 'src/b.ts']);
    expect(built).toHaveLength(1);
    // A file came, then an edit and a removal in one step: each a new set, as a fresh build orders it.
    const came = stateOf(['src/a.ts', 'src/b.ts', 'src/0.ts']);
    noteStep(again, came, ['src/0.ts']);
    expect(memo(came)).toEqual(['src/0.ts', 'src/a.ts', 'src/b.ts']);
    const went = stateOf(['src/0.ts', 'src/b.ts'], 'went');
    noteStep(came, went, ['src/b.ts', 'src/a.ts']);
    expect(memo(went)).toEqual(['src/0.ts', 'src/b.ts']);
    expect(built).toHaveLength(3);
    // A state made without a recorded step is compared path by path, as before.
    expect(memo(stateOf(['src/b.ts', 'src/0.ts'], 'loaded'))).toEqual(['src/0.ts', 'src/b.ts']);
    expect(built).toHaveLength(3);
  });

  it('give an edited state the answers a fresh build gives, whatever order the run added the paths in', () => {
    // Ten other files: `router` is then rare enough to count (a term in over a quarter of the paths says nothing).
    const others = Array.from({ length: 10 }, (_, i) => `pkg/other${i}.ts`);
    const paths = ['lib/one-var.js', 'tests/one-var.js', 'src/router/match.ts', 'src/router/index.ts', ...others];
    const before = stateOf(paths);
    expect(pathMatches(before, ['router', 'match'], 5)).toEqual(['src/router/match.ts', 'src/router/index.ts']);
    // A run appends a renamed file at the end of its table; a full run lists it in order.
    const renamed = ['lib/one-var.js', 'tests/one-var.js', 'src/router/index.ts', ...others, 'src/router/matcher.ts'];
    const patched = stateOf(renamed);
    const full = stateOf([...renamed].sort());
    expect(pathMatches(patched, ['router', 'match'], 5)).toEqual(['src/router/index.ts', 'src/router/matcher.ts']);
    expect(pathMatches(patched, ['router', 'matcher'], 5)).toEqual(['src/router/matcher.ts', 'src/router/index.ts']);
    expect(namedFiles(patched, 'fix one-var', 5)).toEqual(namedFiles(full, 'fix one-var', 5));
    expect(namedFiles(patched, 'fix one-var', 5)).toEqual(['lib/one-var.js', 'tests/one-var.js']);
  });
});
