import type { Logger } from '@sextant/core-engine';
import type { MidnightConfig } from './config.js';
import type { KnowledgeBase } from './knowledge/knowledge-base.js';
import { createDocsClient } from './sources/docs-client.js';
import type { DocsClient } from './sources/docs-client.js';
import { createGithubHttpSource } from './sources/github-http.js';
import { createGithubSourceAdapter } from './sources/github-source-adapter.js';
import type { MidnightSource } from './sources/midnight-source.js';
import { createVersionService } from './versions/version-service.js';
import type { VersionService } from './versions/version-service.js';

/** Everything the tools use. */
export interface AppDeps {
  config: MidnightConfig;
  github: MidnightSource;
  docs: DocsClient;
  versions: VersionService;
  /** The local knowledge base; absent until the repo-index pipeline is wired. */
  knowledge?: KnowledgeBase;
  log: Logger;
  startedAt: number;
}

/** Optional parts a host can supply instead of the defaults. */
export interface DepsOverrides {
  /** Replaces the GitHub REST source (e.g. with one backed by @sextant/github-source). */
  github?: MidnightSource;
  knowledge?: KnowledgeBase;
}

/** Wires the GitHub source, docs client, version service and (when given) the knowledge base. */
export function createDeps(config: MidnightConfig, log: Logger, overrides: DepsOverrides = {}): AppDeps {
  const { github, knowledge } = overrides;
  const source =
    github ??
    (config.MIDNIGHT_GITHUB_CLIENT === 'rest'
      ? createGithubHttpSource({
          baseUrl: config.MIDNIGHT_GITHUB_API_URL,
          token: config.GITHUB_TOKEN,
          cacheTtlMs: config.MIDNIGHT_CACHE_TTL_MS,
        })
      : createGithubSourceAdapter({
          baseUrl: config.MIDNIGHT_GITHUB_API_URL,
          token: config.GITHUB_TOKEN,
          logger: log,
        }));
  return {
    config,
    github: source,
    docs: createDocsClient({ baseUrl: config.MIDNIGHT_DOCS_URL, cacheTtlMs: config.MIDNIGHT_CACHE_TTL_MS }),
    versions: createVersionService(source, {
      compactRepo: config.MIDNIGHT_COMPACT_REPO,
      changelogPath: config.MIDNIGHT_CHANGELOG_PATH,
      grammarPath: config.MIDNIGHT_GRAMMAR_PATH,
      product: config.MIDNIGHT_COMPACT_PRODUCT,
    }),
    ...(knowledge ? { knowledge } : {}),
    log,
    startedAt: Date.now(),
  };
}
