import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip, gunzipSync } from 'node:zlib';
import { logFiles, readStateDisk, statePath as statePathOf, writeStateDisk } from './state-file.js';
import type { StateOnDisk } from './state-file.js';
import { noteStep } from './state-links.js';
import { moveAside } from './storage.js';
import type { RepairNote } from './storage.js';
import type { IndexState, SymbolRecord } from './types.js';

/**
 * Writes through a temp file and rename, so a crash never leaves a half-written file. Parts are written in
 * turn (the whole text never exists as one string), gzipped when `gzip` is set (`readJson` reads either).
 */
export async function writeAtomic(
  path: string,
  data: string | Buffer | Iterable<string>,
  opts: { gzip?: boolean } = {},
): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
  if (!opts.gzip && (typeof data === 'string' || Buffer.isBuffer(data))) await writeFile(tmp, data);
  else {
    const parts = typeof data === 'string' || Buffer.isBuffer(data) ? [data] : megabytes(data);
    // Level 1: JSON of symbols still shrinks about 5x, at the least CPU.
    if (opts.gzip) await pipeline(Readable.from(parts), createGzip({ level: 1 }), createWriteStream(tmp));
    else await pipeline(Readable.from(parts), createWriteStream(tmp));
  }
  await rename(tmp, path);
}

/** Parts joined into strings of about a megabyte (fewer, larger writes). */
function* megabytes(parts: Iterable<string>): Generator<string> {
  let buf: string[] = [];
  let size = 0;
  for (const part of parts) {
    buf.push(part);
    size += part.length;
    if (size < 1 << 20) continue;
    yield buf.join('');
    buf = [];
    size = 0;
  }
  if (buf.length) yield buf.join('');
}

/** A symbol pack's JSON (an object of records by content hash), record by record. */
function* packJson(records: ReadonlyMap<string, SymbolRecord>): Generator<string> {
  let sep = '{';
  for (const [hash, rec] of records) {
    yield `${sep}${JSON.stringify(hash)}:${JSON.stringify(rec)}`;
    sep = ',';
  }
  yield sep === '{' ? '{}' : '}';
}

async function readJson<T>(path: string, parse: (text: string) => T = JSON.parse): Promise<T | undefined> {
  try {
    const bytes = await readFile(path);
    // A gzipped file (symbol packs) starts with its magic bytes; JSON never does.
    const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
    return parse((gzipped ? gunzipSync(bytes) : bytes).toString('utf8'));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
}

/** Files of one index directory: state, symbol records by hash, the journal of an in-flight commit. */
export function createStateStore(dir: string) {
  const packPath = (name: string) => join(dir, 'symbols', `${name}.json`);
  const statePath = statePathOf(dir);
  const cache = new Map<string, SymbolRecord>();
  const loadedPacks = new Set<string>();
  // The last state read or written, reused until another process changes the files (then only the log
  // lines it appended are read): parsing a big index's state costs more than the rest of a one-file
  // update. Treat it as immutable.
  let last: StateOnDisk | undefined;
  let repaired: RepairNote | undefined;
  // The last few steps from one state to the next (written here, or another process's log lines read), newest
  // last: a reader that missed some still updates what it built for an older state. Each state holds its whole
  // file table, so only a few are kept.
  const steps: { from: IndexState; to: IndexState; touched: readonly string[] }[] = [];
  const stepped = (step: { from: IndexState; touched: readonly string[] } | undefined, to: IndexState) => {
    if (!step) return void (steps.length = 0);
    noteStep(step.from, to, step.touched);
    if (steps.push({ ...step, to }) > 4) steps.shift();
  };
  return {
    dir,
    /** The state, or undefined before the first run; an unreadable state file is moved aside (see `takeRepaired`). */
    async readState(): Promise<IndexState | undefined> {
      let read: StateOnDisk | undefined;
      try {
        read = readStateDisk(dir, last);
        const state = read?.state;
        if (state && (state.version !== 1 || typeof state.files !== 'object' || !state.files))
          throw new SyntaxError('not an index state');
      } catch (e) {
        if (!(e instanceof SyntaxError)) throw e;
        last = undefined;
        const reason = `state.json is unreadable (${e.message})`;
        for (const log of logFiles(dir)) await moveAside(log, reason);
        repaired = { code: 'INDEX_REBUILT', reason, moved_to: await moveAside(statePath, reason) };
        return undefined;
      }
      if (read && read.state !== last?.state) stepped(read.step, read.state);
      last = read;
      return read?.state;
    },
    /** The note of a state file moved aside since the last call. */
    takeRepaired(): RepairNote | undefined {
      const note = repaired;
      repaired = undefined;
      return note;
    },
    /** Writes the state; `step` (the state it was made from and every path whose entry differs) is kept in memory. */
    async writeState(s: IndexState, step?: { from: IndexState; touched: readonly string[] }): Promise<void> {
      last = await writeStateDisk(dir, s, last, step, writeAtomic);
      stepped(step, s);
    },
    /**
     * Every path whose entry differs between `from` and `to`, when this store made `to` from `from` in the
     * last few steps it wrote or read from the log (see `writeState`); undefined when it did not.
     */
    touchedSince(from: IndexState, to: IndexState): readonly string[] | undefined {
      const touched: string[] = [];
      let at = to;
      for (let i = steps.length - 1; i >= 0 && at !== from; i--) {
        if (steps[i]!.to !== at) return undefined;
        touched.push(...steps[i]!.touched);
        at = steps[i]!.from;
      }
      return at === from ? touched : undefined;
    },
    /** Paths a commit is about to touch; present after a crash, so the next run redoes them. */
    readJournal: async () => (await readJson<{ paths: string[] }>(join(dir, 'journal.json')))?.paths ?? [],
    writeJournal: (paths: string[]) => writeAtomic(join(dir, 'journal.json'), JSON.stringify({ paths })),
    clearJournal: () => rm(join(dir, 'journal.json'), { force: true }),
    /** Loads symbol packs (one JSON file of records per run) into memory; already loaded ones are skipped. */
    async loadPacks(names: readonly string[]): Promise<void> {
      for (const name of names) {
        if (loadedPacks.has(name)) continue;
        const pack = await readJson<Record<string, SymbolRecord>>(packPath(name));
        for (const [hash, rec] of Object.entries(pack ?? {})) cache.set(hash, rec);
        loadedPacks.add(name);
      }
    },
    /** The records of one pack, by content hash. */
    async readPack(name: string): Promise<Map<string, SymbolRecord>> {
      return new Map(Object.entries((await readJson<Record<string, SymbolRecord>>(packPath(name))) ?? {}));
    },
    /** A record by content hash, from the loaded packs. */
    readSymbols: async (hash: string): Promise<SymbolRecord | undefined> => cache.get(hash),
    /** `readSymbols` without a promise, for passes over every file (a promise each costs more than the lookup). */
    loadedSymbols: (hash: string): SymbolRecord | undefined => cache.get(hash),
    /** Writes records as one new pack and returns its name. */
    async writePack(records: ReadonlyMap<string, SymbolRecord>): Promise<string> {
      const name = `${Date.now().toString(36)}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
      // Streamed: a full run's pack holds every file's symbols (hundreds of MB of JSON on a large repository).
      await writeAtomic(packPath(name), packJson(records), { gzip: true });
      for (const [hash, rec] of records) cache.set(hash, rec);
      loadedPacks.add(name);
      return name;
    },
    removePacks: async (names: readonly string[]) => {
      for (const n of names) await rm(packPath(n), { force: true });
    },
  };
}

export type StateStore = ReturnType<typeof createStateStore>;
