import { tokenizeCode } from '../../retrieval/tokenize.js';
import type { IndexState } from '../state/types.js';
import { testedSources } from './file-neighbours.js';
import { keyedLists, listsByKey, patchLists, withEntries } from './path-lists.js';
import type { KeyedLists } from './path-lists.js';
import { pathSetMemo } from './path-set-memo.js';
import type { SymbolIndex } from './symbol-index.js';

/**
 * Term -> ids of the paths holding it (folders and file name, code-aware tokens). `paths[id]` is the path of an
 * id; a patch appends the paths that came and drops the ids of those that went from their terms' lists, so
 * `paths` may hold paths gone (`count` are live). Ties are broken by path, not id: the answers are those of a
 * fresh build.
 */
type PathIndex = { paths: string[]; count: number; terms: KeyedLists<Int32Array> };
const termsOfPath = (path: string) => new Set(tokenizeCode(path.replace(/\.\w+$/, '')));
// Past this many ids of paths gone, a patch builds the index again from the live paths.
const DEAD_AT_MOST = 4096;

function buildPathIndex(paths: string[]): PathIndex {
  const lists = new Map<string, number[]>();
  paths.forEach((path, id) => {
    for (const t of termsOfPath(path)) (lists.get(t) ?? lists.set(t, []).get(t)!).push(id);
  });
  const terms = new Map([...lists].map(([t, ids]) => [t, Int32Array.from(ids)] as const));
  return { paths, count: paths.length, terms: keyedLists(terms) };
}

const pathIndex = pathSetMemo<PathIndex>(buildPathIndex, (idx, { added, removed }, sortedPaths) => {
  const count = idx.count + added.length - removed.length;
  if (idx.paths.length + added.length - count > DEAD_AT_MOST) return buildPathIndex(sortedPaths());
  const changed = new Map<string, Int32Array>();
  const listOf = (t: string) => changed.get(t) ?? idx.terms.get(t) ?? new Int32Array(0);
  for (const path of removed) {
    const terms = [...termsOfPath(path)];
    const id = terms.length ? listOf(terms[0]!).find((i) => idx.paths[i] === path) : undefined;
    if (id !== undefined)
      for (const t of terms)
        changed.set(
          t,
          listOf(t).filter((i) => i !== id),
        );
  }
  const paths = [...idx.paths, ...added];
  added.forEach((path, k) => {
    for (const t of termsOfPath(path)) {
      const list = listOf(t);
      const more = new Int32Array(list.length + 1);
      more.set(list);
      more[list.length] = idx.paths.length + k;
      changed.set(t, more);
    }
  });
  const entries = new Map([...changed].map(([t, ids]) => [t, ids.length ? ids : undefined] as const));
  return { paths, count, terms: withEntries(idx.terms, entries) };
});

// Files by the summed rarity of the distinct query terms they match; ties by path.
const byWeight = (score: Map<string, number>, topK: number) =>
  [...score]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, topK)
    .map(([p]) => p);

const idf = (n: number, df: number) => Math.log(1 + n / Math.max(1, df));

// Scores by path id, reused by every call (zeroed again for the ids a call touched).
let scores = new Float64Array(0);

/**
 * Files whose path holds the query's terms, the rarest terms weighing most; ties by path. Typed arrays and
 * ids in path order: a common folder word touches thousands of paths at 50,000 chunks, and sorting them as
 * (path, score) pairs with string ties cost more than the rest of the file ranking.
 */
export function pathMatches(state: IndexState, terms: readonly string[], topK: number): string[] {
  const { paths, count: n, terms: idx } = pathIndex(state);
  if (scores.length < paths.length) scores = new Float64Array(paths.length);
  const touched: number[] = [];
  for (const t of terms) {
    const ids = idx.get(t);
    if (!ids || ids.length > n / 4) continue; // `src`, `lib`: says nothing
    const w = idf(n, ids.length);
    for (const id of ids) {
      if (scores[id] === 0) touched.push(id);
      scores[id]! += w;
    }
  }
  // The best `topK` kept in order as they come (most ids fall behind the last kept one at once).
  const better = (a: number, b: number) =>
    scores[a]! > scores[b]! || (scores[a] === scores[b] && paths[a]! < paths[b]!);
  const top: number[] = [];
  for (const id of touched) {
    if (top.length >= topK) {
      if (topK <= 0 || !better(id, top[topK - 1]!)) continue;
      top.pop();
    }
    let at = top.length;
    while (at > 0 && better(id, top[at - 1]!)) at--;
    top.splice(at, 0, id);
  }
  for (const id of touched) scores[id] = 0;
  return top.map((id) => paths[id]!);
}

/** Files whose definitions' names hold the query's terms (a term counts once per file), rarest first. */
export function definitionMatches(symbols: SymbolIndex, terms: readonly string[], topK: number): string[] {
  const n = symbols.symbols.length;
  const score = new Map<string, number>();
  for (const t of terms) {
    const at = symbols.byPart.get(t);
    if (!at || at.length > n / 10) continue;
    const w = idf(n, at.length);
    const seen = new Set<string>();
    for (const i of at) seen.add(symbols.symbols[i]!.path);
    for (const p of seen) score.set(p, (score.get(p) ?? 0) + w);
  }
  return byWeight(score, topK);
}

/** Compound file-name stem (`one-var`, `no_obj_calls`, `apiInject`) -> paths of that name, built once per set of paths. */
const COMPOUND = /^(?=.{5,})[A-Za-z][A-Za-z0-9]*(([-_][A-Za-z0-9]+)+|[a-z][A-Z][A-Za-z0-9]*)$/;

const stemOf = (path: string): string[] => {
  const stem = (path.split('/').pop() ?? '').replace(/\..*$/, '');
  return COMPOUND.test(stem) ? [stem.toLowerCase()] : [];
};
const stemIndex = pathSetMemo(
  (paths) => listsByKey(paths, stemOf),
  (idx, change) => patchLists(idx, change, stemOf),
);

/**
 * Files the query names: a compound word of the query (`one-var`, `eslint-all.js`, `apiInject`) that is a file's
 * whole name (without extensions). A plain word (`typing`, `app`) is left to the path list: it names too much.
 */
export function namedFiles(state: IndexState, query: string, topK: number): string[] {
  const idx = stemIndex(state);
  const out: string[] = [];
  for (const word of query.match(/[A-Za-z][\w$.-]*[A-Za-z0-9]/g) ?? []) {
    const stem = word.replace(/\.\w+$/, '');
    if (!COMPOUND.test(stem)) continue;
    for (const p of idx.get(stem.toLowerCase()) ?? []) if (!out.includes(p)) out.push(p);
  }
  return out.length > topK ? [] : out; // a name many files share picks none
}

/** "folder/folder" and "folder/stem" pairs of consecutive path segments (lower case) -> paths, once per set of paths. */
const pairsOf = (path: string): Set<string> => {
  const segs = path
    .toLowerCase()
    .replace(/\.[^/]*$/, '')
    .split('/');
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < segs.length; i++) pairs.add(`${segs[i]}/${segs[i + 1]}`);
  return pairs;
};
const pairIndex = pathSetMemo(
  (paths) => listsByKey(paths, pairsOf),
  (idx, change) => patchLists(idx, change, pairsOf),
);

/**
 * Files whose path holds two consecutive words of the query as consecutive segments (`gh run list` ->
 * `pkg/cmd/run/list/list.go`): most pairs matched first, then the shorter path. A pair more than `most`
 * files share picks none.
 */
export function pathPhraseMatches(state: IndexState, query: string, topK: number, most = 20): string[] {
  const idx = pairIndex(state);
  const words = query.toLowerCase().match(/[a-z0-9][a-z0-9_-]*/g) ?? [];
  const score = new Map<string, number>();
  for (let i = 0; i + 1 < words.length; i++) {
    const paths = idx.get(`${words[i]}/${words[i + 1]}`);
    if (!paths || paths.length > most) continue;
    for (const p of paths) score.set(p, (score.get(p) ?? 0) + 1);
  }
  return [...score]
    .sort((a, b) => b[1] - a[1] || a[0].length - b[0].length || (a[0] < b[0] ? -1 : 1))
    .slice(0, topK)
    .map(([p]) => p);
}

/**
 * Makes what the path signals read for `state` (path terms, file-name stems, folder pairs, test-to-source
 * stems) if not made yet: off the request path (see repo-index/run.ts); true if any was made now.
 */
export function warmPathSignals(state: IndexState): boolean {
  const cold = !pathIndex.has(state) || !stemIndex.has(state) || !pairIndex.has(state);
  pathIndex(state);
  stemIndex(state);
  pairIndex(state);
  testedSources(state, []);
  return cold;
}
