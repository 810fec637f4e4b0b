import { fileRole } from '../ranking/file-role.js';
import type { IndexState } from '../state/types.js';
import { listsByKey, patchLists } from './path-lists.js';
import { pathSetMemo } from './path-set-memo.js';
import type { SymbolIndex } from './symbol-index.js';

// A test's, bench's or example's own name without its role's marks: `apiInject.spec.ts`, `test_views.py`,
// `checks_test.go`, `tests/one-var.js` -> `apiinject`, `views`, `checks`, `onevar`; `_auth.py` -> `auth`.
const TEST_MARKS = /(\.(test|spec|bench|e2e|test-d))$|(_tests?)$|^(test_)/i;
export const stemOf = (path: string): string =>
  (path.split('/').pop() ?? '')
    .replace(/\.[^.]+$/, '')
    .replace(TEST_MARKS, '')
    .replace(/^_+/, '')
    .replace(/[-_.]/g, '')
    .toLowerCase();

// Stems that name a folder's entry, not a unit (`index.ts`, `mod.rs`, `__init__.py`): a test named so says nothing.
const GENERIC = new Set(['index', 'mod', 'lib', 'main', 'init', 'utils', 'util', 'helpers', 'common', 'types', '']);

/** Stem -> source files of that stem, built once per set of paths. */
const sourceStem = (path: string): string[] => {
  const s = fileRole(path) === 'source' ? stemOf(path) : '';
  return GENERIC.has(s) ? [] : [s];
};
const stemIndex = pathSetMemo(
  (paths) => listsByKey(paths, sourceStem),
  (idx, change) => patchLists(idx, change, sourceStem),
);

// Folders two paths share (`packages/runtime-core/__tests__/x` and `packages/runtime-core/src/x` share one).
const shared = (a: string, b: string): number => {
  const da = new Set(a.split('/').slice(0, -1));
  return b
    .split('/')
    .slice(0, -1)
    .filter((d) => da.has(d)).length;
};

/**
 * The source counterparts of the tests (benches, examples) among `ranked` files, in the order of their tests:
 * a source file of the test's own name, the one sharing most folders with it (at most two on a tie).
 */
export function testedSources(state: IndexState, ranked: readonly string[], tests = 20): string[] {
  const idx = stemIndex(state);
  const out = new Set<string>();
  let seen = 0;
  for (const path of ranked) {
    if (fileRole(path) !== 'test') continue;
    if (++seen > tests) break;
    const candidates = idx.get(stemOf(path));
    if (!candidates) continue;
    const scored = candidates.map((c) => [c, shared(path, c)] as const);
    const best = Math.max(...scored.map(([, s]) => s));
    for (const [c] of scored.filter(([, s]) => s === best).slice(0, 2)) out.add(c);
  }
  return [...out];
}

/**
 * Files that define what the first `from` of `ranked` reference: a target scores the references of each
 * referencing file (its rare, defined-by-few names, square-rooted counts) divided by that file's rank, so a
 * file several strong hits use rises. Tests referencing their source count as the source's own hits do.
 */
export function referencedFiles(
  symbols: SymbolIndex,
  state: IndexState,
  ranked: readonly string[],
  from = 10,
  topK = 50,
): string[] {
  const score = new Map<string, number>();
  ranked.slice(0, from).forEach((path, i) => {
    const rec = symbols.records.get(path);
    if (!rec) return;
    const mine = new Map<string, number>();
    for (const [name, n] of Object.entries(rec.refs)) {
      if (name.length < 4) continue;
      const defs = symbols.byName.get(name);
      if (!defs || defs.length > 5) continue;
      const targets = new Set(defs.map((d) => d.path));
      for (const t of targets) if (t !== path && state.files[t]) mine.set(t, (mine.get(t) ?? 0) + Math.sqrt(n));
    }
    const total = [...mine.values()].reduce((a, x) => a + x, 0);
    for (const [t, x] of mine) score.set(t, (score.get(t) ?? 0) + x / total / (i + 1));
  });
  return [...score]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, topK)
    .map(([p]) => p);
}
