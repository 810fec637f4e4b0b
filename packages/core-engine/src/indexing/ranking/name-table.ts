// Names are numbered once per process: the graph's rows, and records' reference counts held as numbers
// (compact-refs.ts), read ids, not strings.
const nameIds = new Map<string, number>();
/** Every name numbered so far, by id. */
export const names: string[] = [];
/** The id of `name` (numbered when first seen). */
export const idOf = (name: string): number => {
  let id = nameIds.get(name);
  if (id === undefined) nameIds.set(name, (id = names.push(name) - 1));
  return id;
};
