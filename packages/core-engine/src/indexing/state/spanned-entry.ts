import type { FileEntry } from './types.js';

// A file entry holds its chunk ids (`path:start-end`) as one string of line spans (`"1-5,7-11"`) beside the
// path it already has as its key: a full run holds every file's entry to the end, and the ids (one string per
// chunk) were an eighth of its heap. `chunks` reads as before (an array made on the first read and kept; nothing on
// the hot paths reads every file's), and its JSON is the same.

const PATH = Symbol('path');
const SPANS = Symbol('spans');
type Spanned = FileEntry & { [PATH]: string; [SPANS]: string };

const hidden = { enumerable: false, writable: false, configurable: true } as const;

// The ids an entry made when first read, kept while the entry lives: readers rely on `entry.chunks` being one
// array (`chunkAt` parses a list's spans once per array, memos key on it), and a search reads the same hit
// files' ids many times. Only entries something read pay for their ids again.
const made = new WeakMap<Spanned, string[]>();

function getChunks(this: Spanned): string[] {
  let ids = made.get(this);
  if (!ids) {
    const path = this[PATH];
    const spans = this[SPANS];
    ids = spans ? spans.split(',').map((span) => `${path}:${span}`) : [];
    made.set(this, ids);
  }
  return ids;
}
function setChunks(this: Spanned, value: string[]): void {
  Object.defineProperty(this, 'chunks', { value, enumerable: true, writable: true, configurable: true });
  delete (this as Partial<Spanned>)[SPANS];
}

/** The line spans of an entry's chunk ids (`"1-5,7-11"`) when they all are `path:span`; undefined when not. */
export function spansOf(path: string, e: FileEntry): string | undefined {
  const kept = (e as Partial<Spanned>)[SPANS];
  if (kept !== undefined && (e as Spanned)[PATH] === path) return kept;
  return spansOfIds(path, e.chunks);
}

/** The line spans of chunk ids (`"1-5,7-11"`) when they all are `path:span`; undefined when not. */
export function spansOfIds(path: string, ids: readonly string[]): string | undefined {
  const prefix = `${path}:`;
  let out = '';
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    // A span never holds a comma: one would split into two when read back.
    if (!id.startsWith(prefix) || id.includes(',', prefix.length)) return undefined;
    out += i ? `,${id.slice(prefix.length)}` : id.slice(prefix.length);
  }
  return out;
}

/** How many chunks an entry has (without making its ids). */
export function chunkCount(e: FileEntry): number {
  const spans = (e as Partial<Spanned>)[SPANS];
  if (spans === undefined) return e.chunks.length;
  if (!spans) return 0;
  let n = 1;
  for (let i = spans.indexOf(','); i >= 0; i = spans.indexOf(',', i + 1)) n++;
  return n;
}

/**
 * An entry of the file at `path` whose chunk ids are `spans` (see `spansOf`): the same keys in the same order
 * as a plain entry, `chunks` made when read.
 */
export function spannedEntry(path: string, e: Omit<FileEntry, 'chunks'>, spans: string): FileEntry {
  // Properties added in turn (none redefined): V8 keeps such objects in fast mode, sharing one map. Turning a
  // data property into an accessor would make each a dictionary of several hundred bytes.
  const entry: Record<string, unknown> = { hash: e.hash, language: e.language, size: e.size };
  Object.defineProperty(entry, 'chunks', { get: getChunks, set: setChunks, enumerable: true, configurable: true });
  entry.defs = e.defs;
  Object.defineProperty(entry, PATH, { ...hidden, value: path });
  Object.defineProperty(entry, SPANS, { ...hidden, value: spans });
  return entry as unknown as FileEntry;
}
