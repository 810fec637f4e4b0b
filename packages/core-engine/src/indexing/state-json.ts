import type { FileEntry, IndexState } from './types.js';

// A one-file update keeps every other file's entry object (and, when no file came or went, the rank
// object): their JSON text is cached by identity, so writing the state of a 10,000-file index stringifies
// what changed and joins the rest. States are immutable once written (the state store treats them so).
const entryJson = new WeakMap<FileEntry, string>();
const rankJson = new WeakMap<Record<string, number>, string>();

const cachedEntry = (e: FileEntry) => {
  let json = entryJson.get(e);
  if (json === undefined) entryJson.set(e, (json = JSON.stringify(e)));
  return json;
};

/** The state as JSON (parses to the same value as `JSON.stringify(state)`), reusing the text of entries serialized before. */
export function stateToJson(state: IndexState): string {
  const { files, rank, ...rest } = state;
  const parts: string[] = [];
  for (const path in files) parts.push(`${JSON.stringify(path)}:${cachedEntry(files[path]!)}`);
  let ranks = rankJson.get(rank);
  if (ranks === undefined) rankJson.set(rank, (ranks = JSON.stringify(rank)));
  const head = JSON.stringify(rest);
  return `${head === '{}' ? '{' : `${head.slice(0, -1)},`}"files":{${parts.join(',')}},"rank":${ranks}}`;
}
