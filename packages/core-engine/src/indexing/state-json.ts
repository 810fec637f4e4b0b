import type { FileEntry, IndexState } from './types.js';

// On disk, a file's chunk ids (`path:start-end`) are written as their line spans only (`"spans":"1-5,7-11"`):
// the path is the entry's key, and repeating it per chunk made most of a big index's state file.
// A one-file update keeps every other file's entry object (and, when no file came or went, the rank object):
// their JSON text is cached by identity, so writing the state of a 10,000-file index serializes what changed
// and joins the rest. States are immutable once written (the state store treats them so).
const entryJson = new WeakMap<FileEntry, { path: string; text: string }>();
const rankJson = new WeakMap<Record<string, number>, string>();

type DiskEntry = Omit<FileEntry, 'chunks'> & { chunks?: string[]; spans?: string };

function encodeEntry(path: string, e: FileEntry): string {
  const prefix = `${path}:`;
  const { chunks, ...rest } = e;
  const disk: DiskEntry = chunks.every((id) => id.startsWith(prefix))
    ? { ...rest, spans: chunks.map((id) => id.slice(prefix.length)).join(',') }
    : e;
  return `${JSON.stringify(path)}:${JSON.stringify(disk)}`;
}

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
  for (const path in state.files) {
    const { spans, ...entry } = state.files[path] as DiskEntry;
    if (spans === undefined) continue;
    state.files[path] = { ...entry, chunks: spans ? spans.split(',').map((span) => `${path}:${span}`) : [] };
  }
  return state;
}
