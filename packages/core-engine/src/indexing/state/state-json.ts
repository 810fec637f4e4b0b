import { spannedEntry, spansOf } from './spanned-entry.js';
import type { FileEntry, IndexState } from './types.js';

// On disk, a file's chunk ids (`path:start-end`) are written as their line spans only (`"spans":"1-5,7-11"`):
// the path is the entry's key, and repeating it per chunk made most of a big index's state file.
// A one-file update keeps every other file's entry object (and, when no file came or went, the rank object):
// their JSON text is cached by identity, so writing the state of a 10,000-file index serializes what changed
// and joins the rest. States are immutable once written (the state store treats them so).
const entryJson = new WeakMap<FileEntry, { path: string; text: string }>();
const rankJson = new WeakMap<Record<string, number>, string>();

/** A file entry as written: its chunk ids as line spans when they all are `path:span`. */
export type DiskEntry = Omit<FileEntry, 'chunks'> & { chunks?: string[]; spans?: string };

/** The entry of the file at `path` as written (spans for chunk ids). */
export function entryToDisk(path: string, e: FileEntry): DiskEntry {
  const spans = spansOf(path, e);
  if (spans === undefined) return e;
  // The other fields in their order, without reading `chunks` (a spanned entry would make its ids).
  const rest: Record<string, unknown> = {};
  for (const k of Object.keys(e)) if (k !== 'chunks') rest[k] = e[k as keyof FileEntry];
  return { ...(rest as Omit<FileEntry, 'chunks'>), spans };
}

/** The entry of the file at `path` read back (either form of chunk ids); spans stay spans (see spanned-entry.ts). */
export function entryFromDisk(path: string, d: DiskEntry): FileEntry {
  const { spans, ...entry } = d;
  if (spans === undefined) return d as FileEntry;
  return spannedEntry(path, entry, spans);
}

const encodeEntry = (path: string, e: FileEntry) => `${JSON.stringify(path)}:${JSON.stringify(entryToDisk(path, e))}`;

/** The state as the state file holds it (spans for chunk ids), reusing the text of entries written before. */
export function stateToJson(state: IndexState): string {
  const { files, rank, ...rest } = state;
  const parts: string[] = [];
  for (const path in files) {
    const e = files[path]!;
    let cached = entryJson.get(e);
    if (cached?.path !== path) entryJson.set(e, (cached = { path, text: encodeEntry(path, e) }));
    parts.push(cached.text);
  }
  let ranks = rankJson.get(rank);
  if (ranks === undefined) rankJson.set(rank, (ranks = JSON.stringify(rank)));
  const head = JSON.stringify(rest);
  return `${head === '{}' ? '{' : `${head.slice(0, -1)},`}"files":{${parts.join(',')}},"rank":${ranks}}`;
}

/** Parses a state file (either form of chunk ids); entries come back with their full chunk ids. */
export function stateFromJson(text: string): IndexState {
  const state = JSON.parse(text) as IndexState;
  for (const path in state.files) state.files[path] = entryFromDisk(path, state.files[path] as DiskEntry);
  return state;
}
