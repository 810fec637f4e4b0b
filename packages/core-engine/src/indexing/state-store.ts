import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { IndexState, SymbolRecord } from './types.js';

/** Writes through a temp file and rename, so a crash never leaves a half-written file. */
export async function writeAtomic(path: string, data: string | Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, path);
}

async function readJson<T>(path: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as T;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
}

/** Files of one index directory: state, symbol records by hash, the journal of an in-flight commit. */
export function createStateStore(dir: string) {
  const packPath = (name: string) => join(dir, 'symbols', `${name}.json`);
  const cache = new Map<string, SymbolRecord>();
  const loadedPacks = new Set<string>();
  return {
    dir,
    readState: () => readJson<IndexState>(join(dir, 'state.json')),
    writeState: (s: IndexState) => writeAtomic(join(dir, 'state.json'), JSON.stringify(s)),
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
    /** A record by content hash, from the loaded packs. */
    readSymbols: async (hash: string): Promise<SymbolRecord | undefined> => cache.get(hash),
    /** Writes records as one new pack and returns its name. */
    async writePack(records: ReadonlyMap<string, SymbolRecord>): Promise<string> {
      const name = `${Date.now().toString(36)}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
      await writeAtomic(packPath(name), JSON.stringify(Object.fromEntries(records)));
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
