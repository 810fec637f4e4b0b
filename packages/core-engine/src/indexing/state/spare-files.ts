import type { IndexState } from './types.js';

type Files = IndexState['files'];

// A copy of a state's file table made ahead, while the process is idle, for the next run to patch in place.
const spares = new WeakMap<Files, Record<string, Files[string]>>();

const copyOf = (files: Files) => {
  const next: Record<string, Files[string]> = {};
  for (const p in files) next[p] = files[p]!;
  return next;
};

/**
 * Copies `files` now (once) for a later `takeFilesCopy`: a run over named paths patches a copy of the last
 * table, and copying 66,000 entries (at 500,000 chunks) was most of its graph stage. Made between edits,
 * it is off the path from a save to the search that finds it. Costs one more table while it waits.
 */
export function spareFilesCopy(files: Files): void {
  if (!spares.has(files)) spares.set(files, copyOf(files));
}

/** A copy of `files` that is the caller's to change: the spare one when made, else one made now. */
export function takeFilesCopy(files: Files): Record<string, Files[string]> {
  const spare = spares.get(files);
  spares.delete(files);
  return spare ?? copyOf(files);
}
