import { createHash } from 'node:crypto';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Embedder, Logger } from '@sextant/core-engine';
import type { FileProcessingPool } from '@sextant/core-engine/ports';
import type {
  AdapterLookup,
  Freshness,
  IndexManifest,
  IndexRunStats,
  RepoIndex,
  RepoSearchRequest,
  RepoMapOptions,
  RunIndexOptions,
  SearchResultItem,
} from '@sextant/core-engine/indexing';
import { AppError, silentLogger } from '@sextant/core-engine';
import { createRepoIndex, findRepoRoot } from '@sextant/core-engine/indexing';
import { DEFAULT_MAX_INFLATED_BYTES } from '@sextant/core-engine/guarded-io';
import { redactSecrets } from '@sextant/security';
import type { EmbeddingCache } from '../embedders/cache.js';
import { createLibsqlEmbeddingCache } from '../embedders/cache.js';
import type { EmbedderSettings, StoreSettings } from '../env.js';
import { createEmbedder, createVectorStore } from '../registry.js';

/** Options of {@link openRepoIndex}; every one has an offline default. */
export interface OpenRepoIndexOptions {
  /** Where indexes live (one folder per repository and rev). @default repo-index-mcp's: $SEXTANT_DATA_DIR/repo-index, else $XDG_DATA_HOME/sextant/repo-index, else ~/.local/share/sextant/repo-index */
  dataDir?: string;
  /** Index this commit, branch or tag instead of the work tree (with its uncommitted files). */
  rev?: string;
  /** @default { id: 'libsql' } (one file, `<dataDir>/<id>/index.db`) */
  store?: StoreSettings;
  /** Embedder settings, or an embedder already built (shared by several indexes). @default { id: 'none' } (lexical search, no key) */
  embedder?: EmbedderSettings | Embedder;
  /** Vector cache by content hash and model; `false` for none. @default a libsql cache at `<dataDir>/embeddings.db` when an embedder is set */
  embeddingCache?: EmbeddingCache | false;
  /** The language registry. @default `createLanguageRegistry()` of `@sextant/language-adapters` (an optional peer) */
  adapters?: AdapterLookup;
  /** Worker threads for big runs (`createWorkerPool`); without one, files are parsed on this thread. */
  pool?: FileProcessingPool;
  /** @default silentLogger */
  log?: Logger;
  /** How long a freshness check is reused by searches. @default 1000 */
  freshnessTtlMs?: number;
  /** Cap on what a loaded bundle may inflate to. @default DEFAULT_MAX_INFLATED_BYTES */
  maxInflatedBytes?: number;
  /** The history field (commit subjects per file, up to the indexed commit) in ranking. @default true */
  history?: boolean;
}

/** A repository index opened by {@link openRepoIndex}: the engine calls without any MCP or chat. */
export interface OpenedRepoIndex {
  /** Stable id of (root, rev): the folder name under the data dir, and repo-index-mcp's `index_id`. */
  readonly id: string;
  /** The git work tree's root (absolute). */
  readonly root: string;
  readonly rev: string | null;
  /** This index's folder. */
  readonly dir: string;
  /** The underlying engine (`createRepoIndex`), for watch, bundles, symbols and the rest. */
  readonly index: RepoIndex;
  /** Builds the index, or updates what changed since the last run (concurrent calls share one run). */
  update(opts?: Omit<RunIndexOptions, 'root' | 'rev'>): Promise<IndexRunStats>;
  /** Ranked snippets; throws AppError `NOT_INDEXED` before the first `update()`. */
  search(req: RepoSearchRequest): Promise<SearchResultItem[]>;
  /** The repository map: files ranked by PageRank with their main symbols, within a token budget. */
  map(opts?: RepoMapOptions): ReturnType<RepoIndex['map']>;
  /** Counts, languages and whether the work tree moved since the last run; `indexed: false` before it. */
  status(): Promise<{ indexed: false } | { indexed: true; manifest: IndexManifest; freshness: Freshness }>;
  /** Stops watching and closes the store (and the cache it opened). Call once; the index is unusable after. */
  dispose(): Promise<void>;
}

/** repo-index-mcp's data dir, from the environment (the only place this package reads it). */
export function defaultRepoIndexDir(env: Record<string, string | undefined> = process.env): string {
  const base =
    env.SEXTANT_DATA_DIR ?? join(env.XDG_DATA_HOME ?? join(env.HOME ?? homedir(), '.local', 'share'), 'sextant');
  return join(base, 'repo-index');
}

/** Stable id of (repository root, rev): 16 hex characters. */
export const repoIndexId = (root: string, rev?: string | null): string =>
  createHash('sha256')
    .update(`${root}\0${rev ?? ''}`)
    .digest('hex')
    .slice(0, 16);

/** The embedder of some settings (an `Embedder` passes through). */
export async function embedderFrom(e: EmbedderSettings | Embedder | undefined): Promise<Embedder> {
  if (e && 'embed' in e) return e;
  if (e?.id === 'openai') return createEmbedder('openai', e);
  if (e?.id === 'transformers') return createEmbedder('transformers', e);
  return createEmbedder('none', {});
}

async function defaultAdapters(): Promise<AdapterLookup> {
  try {
    const { createLanguageRegistry } = await import('@sextant/language-adapters');
    return createLanguageRegistry();
  } catch (cause) {
    throw new AppError('NOT_FOUND', 'openRepoIndex needs @sextant/language-adapters to parse files.', {
      hint: 'npm install @sextant/language-adapters (or pass options.adapters).',
      cause,
    });
  }
}

async function gitRoot(path: string): Promise<string> {
  try {
    return await findRepoRoot(resolve(path));
  } catch (cause) {
    throw new AppError('NOT_FOUND', `${path} is not inside a git work tree.`, {
      hint: 'Pass the path of a git repository (run `git init` first for a plain folder).',
      details: { path },
      cause,
    });
  }
}

/**
 * Opens (or creates) the index of the git repository at `path` with the offline defaults repo-index-mcp uses:
 * libsql store, no embedder, the language registry, secrets redacted from bundles. Nothing is indexed until
 * `update()`. Call `dispose()` when done: the store holds an open database.
 */
export async function openRepoIndex(path: string, options: OpenRepoIndexOptions = {}): Promise<OpenedRepoIndex> {
  return openRepoIndexAt(await gitRoot(path), options);
}

/** {@link openRepoIndex} for a path already known to be a work tree's root (no git call; repo-index-mcp's wiring). */
export async function openRepoIndexAt(root: string, options: OpenRepoIndexOptions = {}): Promise<OpenedRepoIndex> {
  const rev = options.rev ?? null;
  const id = repoIndexId(root, rev);
  const dataDir = options.dataDir ?? defaultRepoIndexDir();
  const dir = join(dataDir, id);
  const log = options.log ?? silentLogger;
  const adapters = options.adapters ?? (await defaultAdapters());
  const embedder = await embedderFrom(options.embedder);
  const ownCache =
    embedder.id !== 'none' && options.embeddingCache === undefined
      ? await createLibsqlEmbeddingCache({ path: join(dataDir, 'embeddings.db') })
      : undefined;
  const storeSettings = options.store ?? { id: 'libsql' };
  const store =
    storeSettings.id === 'chroma'
      ? await createVectorStore('chroma', {
          url: storeSettings.url,
          collection: `sextant-${id}`,
          lexicalPath: join(dir, 'chroma-lexical.db'),
        })
      : await createVectorStore('libsql', { path: join(dir, 'index.db') });
  const index = createRepoIndex({
    dir,
    store,
    embedder,
    adapters,
    log,
    freshnessTtlMs: options.freshnessTtlMs,
    embeddingCache: ownCache ?? (options.embeddingCache || undefined),
    pool: options.pool,
    history: options.history ?? true,
    // Shared by the data folder's indexes (work trees, revisions of one repository), as the embedding cache is.
    historyCache: join(dataDir, 'history'),
    // Bundles leave the machine: each chunk is redacted before compression; loaded ones are size-capped.
    bundle: {
      redact: (text) => redactSecrets(text).text,
      maxInflatedBytes: options.maxInflatedBytes ?? DEFAULT_MAX_INFLATED_BYTES,
    },
  });
  let disposed: Promise<void> | undefined;
  return {
    id,
    root,
    rev,
    dir,
    index,
    update: (o = {}) => index.run({ ...o, root, rev: rev ?? undefined }),
    search: (req) => index.search(req),
    map: (o) => index.map(o),
    async status() {
      if (!(await index.state())) return { indexed: false };
      return { indexed: true, manifest: await index.manifest(), freshness: await index.freshness() };
    },
    dispose: () =>
      (disposed ??= (async () => {
        await index.unwatch();
        await store.dispose?.();
        await ownCache?.dispose();
      })()),
  };
}
