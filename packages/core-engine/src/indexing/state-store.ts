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
  const symbolPath = (hash: string) => join(dir, 'symbols', hash.slice(0, 2), `${hash}.json`);
  const cache = new Map<string, SymbolRecord>();
  return {
    dir,
    readState: () => readJson<IndexState>(join(dir, 'state.json')),
    writeState: (s: IndexState) => writeAtomic(join(dir, 'state.json'), JSON.stringify(s)),
    /** Paths a commit is about to touch; present after a crash, so the next run redoes them. */
    readJournal: async () => (await readJson<{ paths: string[] }>(join(dir, 'journal.json')))?.paths ?? [],
    writeJournal: (paths: string[]) => writeAtomic(join(dir, 'journal.json'), JSON.stringify({ paths })),
    clearJournal: () => rm(join(dir, 'journal.json'), { force: true }),
    async readSymbols(hash: string): Promise<SymbolRecord | undefined> {
      const hit = cache.get(hash);
      if (hit) return hit;
      const rec = await readJson<SymbolRecord>(symbolPath(hash));
      if (rec) cache.set(hash, rec);
      return rec;
    },
    async writeSymbols(hash: string, rec: SymbolRecord): Promise<void> {
      cache.set(hash, rec);
      await writeAtomic(symbolPath(hash), JSON.stringify(rec));
    },
  };
}

export type StateStore = ReturnType<typeof createStateStore>;
