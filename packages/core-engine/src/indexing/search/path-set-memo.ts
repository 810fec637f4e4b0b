import { touchedBetween } from '../state/state-links.js';
import type { IndexState } from '../state/types.js';

/**
 * A value built from the set of indexed paths alone (path terms, file-name stems, path segment pairs), given the
 * paths sorted. It is kept per state and carried to a later state that holds the same paths: an edit makes a new
 * state but rarely a new set of files, and building these from every path was most of the first search after an
 * edit at 500,000 chunks (66,000 paths). Sorted, the value does not depend on the order a run added the paths in.
 */
export function pathSetMemo<T>(build: (sortedPaths: string[]) => T): (state: IndexState) => T {
  const byState = new WeakMap<IndexState, T>();
  let last: { state: IndexState; count: number; value: T } | undefined;
  return (state) => {
    const kept = byState.get(state);
    if (kept !== undefined) return kept;
    let value: T;
    let count: number;
    if (last && sameBySteps(last.state, state)) ({ value, count } = last);
    else {
      const paths = Object.keys(state.files);
      count = paths.length;
      value = last && samePaths(paths, last.state.files, last.count) ? last.value : build(paths.sort());
    }
    byState.set(state, value);
    last = { state, count, value };
    return value;
  };
}

// Whether `to` holds the paths `from` holds, told by the paths touched on the recorded steps between them.
function sameBySteps(from: IndexState, to: IndexState): boolean {
  const touched = touchedBetween(from, to);
  return !!touched && touched.every((p) => Object.hasOwn(from.files, p) === Object.hasOwn(to.files, p));
}

const samePaths = (paths: readonly string[], files: IndexState['files'], count: number) =>
  paths.length === count && paths.every((p) => Object.hasOwn(files, p));
