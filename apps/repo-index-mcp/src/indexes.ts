import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Embedder, Logger } from '@sextant/core-engine';
import type { FileProcessingPool } from '@sextant/core-engine/ports';
import type { IndexRunStats, RepoIndex } from '@sextant/core-engine/indexing';
import type { AdapterLookup } from '@sextant/core-engine/indexing';
import { AppError } from '@sextant/core-engine';
import type { EmbeddingCache } from '@sextant/vector-search';
import type { AppConfig } from './config.js';

export interface IndexEntry {
  id: string;
  root: string;
  rev: string | null;
}

// The indexing libraries (core-engine/indexing, every language adapter, vector-search) load on the first index
// opened or registered, not at start: tools/list and a bad call never need them.
const libraries = () =>
  Promise.all([
    import('@sextant/core-engine/indexing'),
    import('@sextant/language-adapters'),
    import('@sextant/vector-search'),
  ]).then(([indexing, languages, vectorSearch]) => ({ indexing, languages, vectorSearch }));

/**
 * Opens indexes by id, keeps them open, and tracks cancellable operations. `pool` (the indexing worker pool) is
 * asked for when the first index opens.
 */
export function createIndexes(config: AppConfig, log: Logger, pool?: () => Promise<FileProcessingPool>) {
  const open = new Map<string, Promise<{ entry: IndexEntry; index: RepoIndex; dispose(): Promise<void> }>>();
  const operations = new Map<string, { controller: AbortController; indexId: string }>();
  let libs: ReturnType<typeof libraries> | undefined;
  const lib = () => (libs ??= libraries());
  let adapters: AdapterLookup | undefined;
  let embedder: Promise<Embedder> | undefined;
  let cache: Promise<EmbeddingCache> | undefined;
  const registryPath = join(config.dataDir, 'indexes.json');
  // Watched work-tree indexes, least recently used first (at most config.watch.max).
  const watched = new Map<string, RepoIndex>();

  const getEmbedder = () => (embedder ??= lib().then((l) => l.vectorSearch.embedderFrom(config.embedder)));

  // Registry updates are serialized: concurrent ensure calls for different repositories must not lose entries.
  let registryWrite: Promise<unknown> = Promise.resolve();
  const register = (entry: IndexEntry) =>
    (registryWrite = registryWrite.then(async () => {
      const reg = await readRegistry();
      const { writeAtomic } = (await lib()).indexing;
      if (!reg[entry.id]) await writeAtomic(registryPath, JSON.stringify({ ...reg, [entry.id]: entry }, null, 2));
    }));

  const readRegistry = async (): Promise<Record<string, IndexEntry>> =>
    JSON.parse(await readFile(registryPath, 'utf8').catch(() => '{}')) as Record<string, IndexEntry>;

  function openIndex(entry: IndexEntry) {
    let p = open.get(entry.id);
    if (!p) {
      p = (async () => {
        const emb = await getEmbedder();
        const { languages, vectorSearch } = await lib();
        const { createLibsqlEmbeddingCache, openRepoIndexAt } = vectorSearch;
        // One wiring with the library's openRepoIndex; the embedder and the vector cache are shared by every index.
        const opened = await openRepoIndexAt(entry.root, {
          rev: entry.rev ?? undefined,
          dataDir: config.dataDir,
          store: config.store,
          embedder: emb,
          embeddingCache:
            emb.id === 'none'
              ? false
              : await (cache ??= createLibsqlEmbeddingCache({ path: join(config.dataDir, 'embeddings.db') })),
          adapters: (adapters ??= languages.createLanguageRegistry()),
          pool: await pool?.(),
          log: log.child({ index: entry.id }),
          freshnessTtlMs: config.freshnessTtlMs,
          history: config.history,
          maxInflatedBytes: config.maxInflatedBytes,
        });
        return { entry, index: opened.index, dispose: opened.dispose };
      })();
      p.catch(() => open.delete(entry.id));
      open.set(entry.id, p);
    }
    return p;
  }

  return {
    async ensure(root: string, rev?: string | null) {
      // The id is stable per (repository root, rev).
      const entry: IndexEntry = { id: (await lib()).vectorSearch.repoIndexId(root, rev), root, rev: rev ?? null };
      await register(entry);
      return openIndex(entry);
    },
    async get(id: string) {
      // An index open in this process needs no registry read (entries never change: the id hashes root and rev).
      const opened = open.get(id);
      if (opened) return opened;
      const entry = (await readRegistry())[id];
      if (!entry) {
        throw new AppError('NOT_FOUND', `No index with id "${id}".`, {
          hint: 'Call ensure_repo_index with the repository path; it returns the index_id.',
          details: { index_id: id },
        });
      }
      return openIndex(entry);
    },
    list: async () => Object.values(await readRegistry()),
    /**
     * Keeps a built work-tree index fresh by watching its files (revision indexes never change). Past
     * `WATCH_MAX` watched indexes, the least recently used one stops watching and asks git again.
     */
    watch(entry: IndexEntry, index: RepoIndex, o: { onRun?: (stats: IndexRunStats) => void; catchUp?: boolean } = {}) {
      if (entry.rev || config.watch.max === 0) return;
      if (watched.delete(entry.id) && !o.onRun) return void watched.set(entry.id, index);
      void index.unwatch();
      while (watched.size >= config.watch.max) {
        const [oldest, idx] = watched.entries().next().value as [string, RepoIndex];
        void idx.unwatch();
        watched.delete(oldest);
        log.info('stopped watching the least recently used index', { index: oldest, max: config.watch.max });
      }
      index.watch({ root: entry.root, maxFileBytes: config.maxFileBytes, debounceMs: config.watch.debounceMs, ...o });
      watched.set(entry.id, index);
    },
    /** Ids of the indexes being watched. */
    watching: () => [...watched.keys()],
    /** Registers a cancellable operation; returns its id and signal. */
    startOperation(indexId: string, parent?: AbortSignal): { id: string; signal: AbortSignal; done(): boolean } {
      const id = randomUUID();
      const controller = new AbortController();
      parent?.addEventListener('abort', () => controller.abort(parent.reason), { once: true });
      operations.set(id, { controller, indexId });
      return { id, signal: controller.signal, done: () => operations.delete(id) };
    },
    cancel(operationId: string): boolean {
      const op = operations.get(operationId);
      op?.controller.abort(new Error('cancelled by request'));
      return Boolean(op);
    },
    operationsFor: (indexId: string) => [...operations].filter(([, o]) => o.indexId === indexId).map(([id]) => id),
    async dispose() {
      // A watcher's run is cancelled and waited for before its store closes under it.
      for (const idx of watched.values()) await idx.unwatch();
      watched.clear();
      for (const p of open.values()) await (await p.catch(() => undefined))?.dispose();
      open.clear();
      await (await cache?.catch(() => undefined))?.dispose();
    },
  };
}

export type Indexes = ReturnType<typeof createIndexes>;
