import { join } from 'node:path';
import type { Logger } from '@sextant/core-engine';
import type { AdapterLookup } from '@sextant/core-engine/indexing';
import type { VersionService } from '@sextant/language-adapters/compact';
import type { MidnightConfig } from './config.js';
import { combineKnowledge, createCloneKnowledge, createStoreKnowledge } from '@sextant/vector-search/knowledge';
import type { CloneKnowledge, KnowledgeBase, LocalKnowledge } from '@sextant/vector-search/knowledge';
import { cloneIndexOpener, openKnowledgeBackend } from './knowledge-backend.js';
import { createDocsClient } from './docs-client.js';
import type { DocsClient } from './docs-client.js';
import { createRepoReader } from '@sextant/github-source/repo-reader';
import type { FileAtRef, RepoReader } from '@sextant/github-source/repo-reader';
import type { GitHubClientOptions } from '@sextant/github-source';

/** Everything the tools use. */
export interface AppDeps {
  config: MidnightConfig;
  github: RepoReader;
  docs: DocsClient;
  versions: VersionService<FileAtRef>;
  /** What the search tools read: the local index by default, or a host-supplied knowledge base. */
  knowledge: KnowledgeBase;
  /** The local index the `index` command writes (absent when the host supplied its own knowledge base). */
  localIndex?: LocalKnowledge;
  /** Local git clones, indexed by core-engine's repo-index pipeline (absent with a host-supplied knowledge base). */
  clones?: CloneKnowledge;
  /** Language adapters the indexer chunks TypeScript and JavaScript with (by definition); loaded on first call. */
  adapters(): Promise<AdapterLookup>;
  log: Logger;
  startedAt: number;
  /** Closes the knowledge base store; the shell calls it on shutdown. */
  dispose(): Promise<void>;
}

/** Optional parts a host can supply instead of the defaults. */
export interface DepsOverrides {
  /** Replaces the GitHub source (by default @sextant/github-source over MIDNIGHT_GITHUB_API_URL). */
  github?: RepoReader;
  knowledge?: KnowledgeBase;
}

/** What still answers when GitHub cannot be reached: said in every such error. */
export const OFFLINE_HINT =
  'GitHub is unreachable (check MIDNIGHT_GITHUB_API_URL and the network). Offline, the contract tools (analyze, review, structure, explain) and search over the local knowledge base still answer; answers GitHub gave before come from the on-disk cache while fresh.';

/** github-source's RepoReader with midnight-mcp's offline hint: the GitHub source createDeps wires by default. */
export const createGithubSourceAdapter = (opts: GitHubClientOptions): RepoReader =>
  createRepoReader({ ...opts, offlineHint: OFFLINE_HINT });

/** Wires the GitHub source, docs client, version service and (when given) the knowledge base. */
export function createDeps(config: MidnightConfig, log: Logger, overrides: DepsOverrides = {}): AppDeps {
  const { github, knowledge } = overrides;

  // Every GitHub call goes through @sextant/github-source: throttling, retries, ETag revalidation, rate budget,
  // redaction, and an on-disk cache under the data dir that survives restarts.
  const source =
    github ??
    createGithubSourceAdapter({
      baseUrl: config.MIDNIGHT_GITHUB_API_URL,
      token: config.GITHUB_TOKEN,
      retries: config.MIDNIGHT_GITHUB_RETRIES,
      cache: { dir: join(config.MIDNIGHT_DATA_DIR, 'github-cache') },
      logger: log,
    });
  const adapters = lazyAdapters();
  const parts = knowledgeParts(config, log, adapters, knowledge);
  return {
    config,
    github: source,
    docs: createDocsClient({ baseUrl: config.MIDNIGHT_DOCS_URL, cacheTtlMs: config.MIDNIGHT_CACHE_TTL_MS }),
    versions: lazyVersions(() =>
      import('@sextant/language-adapters/compact').then((m) =>
        m.createVersionService(source, {
          compactRepo: config.MIDNIGHT_COMPACT_REPO,
          changelogPath: config.MIDNIGHT_CHANGELOG_PATH,
          grammarPath: config.MIDNIGHT_GRAMMAR_PATH,
          product: config.MIDNIGHT_COMPACT_PRODUCT,
        }),
      ),
    ),
    ...parts,
    adapters,
    log,
    startedAt: Date.now(),
    dispose: async () => {
      await parts.localIndex?.dispose();
      await parts.clones?.dispose();
    },
  };
}

// A host-supplied knowledge base wins; otherwise the configured store (libsql file or Chroma) serves and is written.
function knowledgeParts(
  config: MidnightConfig,
  log: Logger,
  adapters: () => Promise<AdapterLookup>,
  knowledge?: KnowledgeBase,
): Pick<AppDeps, 'knowledge' | 'localIndex' | 'clones'> {
  if (knowledge) return { knowledge };
  // The manifest row keeps the id earlier versions wrote, so existing stores (and a shared Chroma) stay readable.
  const localIndex = createStoreKnowledge({
    open: () => openKnowledgeBackend(config),
    manifestId: 'midnight-kb:manifest',
  });
  const clones = createCloneKnowledge({
    dir: join(config.MIDNIGHT_DATA_DIR, 'clones'),
    openIndex: cloneIndexOpener(config, adapters, log),
  });
  return { knowledge: combineKnowledge(localIndex, clones), localIndex, clones };
}

// @sextant/language-adapters (every adapter) loads on the first indexing call, not at start.
function lazyAdapters(): () => Promise<AdapterLookup> {
  let registry: Promise<AdapterLookup> | undefined;
  return () => (registry ??= import('@sextant/language-adapters').then((m) => m.createLanguageRegistry()));
}

type Versions = VersionService<FileAtRef>;
// Every method of the version service (the record makes the compiler list them all).
const VERSION_METHODS: Record<keyof Versions, true> = {
  resolve: true,
  changelogAt: true,
  versionInfo: true,
  breakingChanges: true,
  compareSyntax: true,
  latestSyntax: true,
  fileAtVersion: true,
};

// The version service with @sextant/language-adapters/compact (Compact's parser and grammar tools) loaded on the
// first version call, not at start: every method is async, so each one awaits the service and forwards.
function lazyVersions(load: () => Promise<Versions>): Versions {
  let service: Promise<Versions> | undefined;
  const forward =
    (name: keyof Versions) =>
    async (...args: unknown[]) =>
      ((await (service ??= load()))[name] as (...a: unknown[]) => unknown)(...args);
  return Object.fromEntries(Object.keys(VERSION_METHODS).map((k) => [k, forward(k as keyof Versions)])) as Versions;
}
