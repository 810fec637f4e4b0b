/** A map read by key only: what a patch copies is the entries it changes, not the map. */
export interface KeyedLists<V> {
  get(key: string): V | undefined;
}

/** Keys (a file name's stem, a pair of folders) -> the paths holding them, in path order. */
export type PathLists = KeyedLists<readonly string[]>;

// Past this many keys changed since the base was made, a patch makes a new base (one copy of the map).
const FOLD_AT = 2048;

/** A base map and the keys changed since it was made (undefined: no entry any more). */
class Overlay<V> implements KeyedLists<V> {
  constructor(
    readonly base: ReadonlyMap<string, V>,
    readonly over: ReadonlyMap<string, V | undefined> = new Map(),
  ) {}
  get(key: string): V | undefined {
    return this.over.has(key) ? this.over.get(key) : this.base.get(key);
  }
}

/** `map` read by key. */
export const keyedLists = <V>(map: ReadonlyMap<string, V>): KeyedLists<V> => new Overlay(map);

/** `lists` with the entries of `changes` (undefined: removed); `lists` itself is left as it was. */
export function withEntries<V>(lists: KeyedLists<V>, changes: ReadonlyMap<string, V | undefined>): KeyedLists<V> {
  const { base, over } = lists as Overlay<V>;
  const next = new Map<string, V | undefined>(over);
  for (const [k, v] of changes) next.set(k, v);
  if (next.size <= FOLD_AT) return new Overlay(base, next);
  const folded = new Map(base);
  for (const [k, v] of next) {
    if (v === undefined) folded.delete(k);
    else folded.set(k, v);
  }
  return new Overlay(folded);
}

/** The lists of `sortedPaths` by the keys `keysOf` gives each path (each key once a path). */
export function listsByKey(sortedPaths: readonly string[], keysOf: (path: string) => Iterable<string>): PathLists {
  const idx = new Map<string, string[]>();
  for (const path of sortedPaths)
    for (const k of keysOf(path)) {
      const l = idx.get(k);
      if (l) l.push(path);
      else idx.set(k, [path]);
    }
  return new Overlay(idx);
}

/** The paths came and went between two sets of paths, each sorted. */
export interface PathSetChange {
  added: readonly string[];
  removed: readonly string[];
}

/**
 * `lists` after `change`: what `listsByKey` gives the new set of paths (the same lists in the same order),
 * made by copying only the lists of the keys the changed paths hold; `lists` itself is left as it was.
 */
export function patchLists(
  lists: PathLists,
  change: PathSetChange,
  keysOf: (path: string) => Iterable<string>,
): PathLists {
  const changed = new Map<string, string[]>();
  const listOf = (k: string) => {
    let l = changed.get(k);
    if (!l) changed.set(k, (l = [...(lists.get(k) ?? [])]));
    return l;
  };
  for (const path of change.removed)
    for (const k of keysOf(path)) {
      const l = listOf(k);
      const at = l.indexOf(path);
      if (at >= 0) l.splice(at, 1);
    }
  for (const path of change.added)
    for (const k of keysOf(path)) {
      const l = listOf(k);
      const at = sortedIndex(l, path);
      if (l[at] !== path) l.splice(at, 0, path);
    }
  return withEntries(lists, new Map([...changed].map(([k, l]) => [k, l.length ? l : undefined])));
}

/** Where `path` goes in `sorted` (code-unit order, as `Array#sort` orders strings). */
function sortedIndex(sorted: readonly string[], path: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < path) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
