import { describe, expect, it } from 'vitest';
import { testedSources } from '../../../src/indexing/search/file-neighbours.js';
import { namedFiles, pathMatches, pathPhraseMatches } from '../../../src/indexing/search/file-signals.js';
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

  it('patched for paths that came and went, answer as built from the paths, seed after seed', () => {
    const folders = ['src', 'lib', 'router', 'parse-json', 'cmd/run', 'tests', 'pkg/api', 'one_var'];
    const names = ['index', 'match', 'one-var', 'apiInject', 'list', 'parse_json', 'runList', 'router', 'util'];
    const exts = ['.ts', '.test.ts', '.js', '.py', '.spec.js'];
    const queries = ['router match', 'parse json one-var', 'cmd run list', 'apiInject list', 'fix one-var util'];
    // Every signal built from the set of paths, for a few questions.
    const answers = (s: IndexState) =>
      queries.map((q) => [
        pathMatches(s, q.split(/[\s-]+/), 6),
        namedFiles(s, q, 5),
        pathPhraseMatches(s, q, 6),
        testedSources(s, Object.keys(s.files).sort()),
      ]);
    for (let seed = 1; seed <= 5; seed++) {
      let x = seed * 7919;
      const pick = <T>(a: readonly T[]): T => a[(x = (x * 48271) % 2147483647) % a.length]!;
      const fresh = () => `${pick(folders)}/${pick(folders)}/${pick(names)}${pick(exts)}`;
      let paths = [...new Set(Array.from({ length: 60 }, fresh))];
      let state = stateOf(paths);
      answers(state);
      const steps: { paths: string[]; patched: ReturnType<typeof answers> }[] = [];
      for (let step = 0; step < 12; step++) {
        // A few paths come (at the end of the table, as a run adds them) and a few go.
        const gone = new Set(Array.from({ length: step % 3 }, () => pick(paths)));
        const came = Array.from({ length: (step + seed) % 4 }, fresh).filter((p) => !paths.includes(p));
        const edited = pick(paths);
        paths = [...paths.filter((p) => !gone.has(p)), ...new Set(came)];
        const next = stateOf(paths, `s${step}`);
        noteStep(state, next, [...gone, ...came, edited]);
        state = next;
        steps.push({ paths, patched: answers(state) });
      }
      // Built from scratch: each set of paths after another set, with no recorded step.
      for (const { paths: at, patched } of steps) {
        answers(stateOf(['x/other.ts']));
        expect(patched).toEqual(answers(stateOf([...at].reverse(), 'loaded')));
      }
    }
  });
});
