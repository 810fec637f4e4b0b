import { touchedBetween } from '../state/state-links.js';
import type { IndexState } from '../state/types.js';
import type { PathSetChange } from './path-lists.js';

/** The value of a state (built, carried or patched on first ask), and whether a state's is at hand. */
export type PathSetMemo<T> = ((state: IndexState) => T) & { has(state: IndexState): boolean };

// Past this many paths come or gone, the value is built again rather than patched (a checkout, not an edit).
const PATCH_AT_MOST = 256;

/**
 * A value built from the set of indexed paths alone (path terms, file-name stems, path segment pairs), given the
 * paths sorted. It is kept per state and carried to a later state that holds the same paths: an edit makes a new
 * state but rarely a new set of files, and building these from every path was most of the first search after an
 * edit at 500,000 chunks (66,000 paths). Sorted, the value does not depend on the order a run added the paths in.
 * With `patch`, a later state a few recorded steps away whose paths came or went gets the value patched with
 * them (which must equal the value built from its paths), not built again from every path.
 */
export function pathSetMemo<T>(
  build: (sortedPaths: string[]) => T,
  patch?: (value: T, change: PathSetChange, sortedPaths: () => string[]) => T,
): PathSetMemo<T> {
  const byState = new WeakMap<IndexState, T>();
  let last: { state: IndexState; count: number; value: T } | undefined;
  const memo = (state: IndexState): T => {
    const kept = byState.get(state);
    if (kept !== undefined) return kept;
    let value: T;
    let count: number;
    const change = last && changeBySteps(last.state, state);
    if (last && change && !change.added.length && !change.removed.length) ({ value, count } = last);
    else if (last && change && patch && change.added.length + change.removed.length <= PATCH_AT_MOST) {
      value = patch(last.value, change, () => Object.keys(state.files).sort());
      count = last.count + change.added.length - change.removed.length;
    } else {
      const paths = Object.keys(state.files);
      count = paths.length;
      value = last && samePaths(paths, last.state.files, last.count) ? last.value : build(paths.sort());
    }
    byState.set(state, value);
    last = { state, count, value };
    return value;
  };
  return Object.assign(memo, { has: (state: IndexState) => byState.has(state) });
}

// The paths that came and went between `from` and `to` (sorted), told by the paths touched on the recorded
// steps between them; undefined when the steps are not known.
function changeBySteps(from: IndexState, to: IndexState): PathSetChange | undefined {
  const touched = touchedBetween(from, to);
  if (!touched) return undefined;
  const added: string[] = [];
  const removed: string[] = [];
  for (const p of new Set(touched)) {
    const was = Object.hasOwn(from.files, p);
    if (was !== Object.hasOwn(to.files, p)) (was ? removed : added).push(p);
  }
  return { added: added.sort(), removed: removed.sort() };
}

const samePaths = (paths: readonly string[], files: IndexState['files'], count: number) =>
  paths.length === count && paths.every((p) => Object.hasOwn(files, p));
