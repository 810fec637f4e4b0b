import type { ProducedFile } from '../run/produce.js';
import type { DiskEntry } from './state-json.js';
import { entryFromDisk, entryToDisk } from './state-json.js';

// What a staging batch records for each file it completed (a killed run resumes from it). Chunk ids are
// written as line spans, as in the state file: repeating the path per chunk made most of these records.

/**
 * A processed file as its staged record. With `symbolsJson` (the symbols' JSON a worker made) only the small entry
 * is stringified here: the symbols are most of the size, and this thread is the busiest.
 */
export const encodeStaged = (path: string, p: ProducedFile, symbolsJson?: string): string =>
  `{"entry":${JSON.stringify(entryToDisk(path, p.entry))},"symbols":${symbolsJson ?? JSON.stringify(p.symbols)}}`;

/** A staged record read back (either form of chunk ids). */
export function decodeStaged(path: string, data: string): ProducedFile {
  const { entry, symbols } = JSON.parse(data) as { entry: DiskEntry; symbols: ProducedFile['symbols'] };
  return { entry: entryFromDisk(path, entry), symbols };
}
