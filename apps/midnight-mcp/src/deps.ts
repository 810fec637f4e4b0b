import type { Logger } from '@sextant/core-engine';
import type { MidnightConfig } from './config.js';
import { createDocsClient } from './sources/docs-client.js';
import type { DocsClient } from './sources/docs-client.js';
import { createGithubHttpSource } from './sources/github-http.js';
import type { MidnightSource } from './sources/midnight-source.js';
import { createVersionService } from './versions/version-service.js';
import type { VersionService } from './versions/version-service.js';

/** Everything the tools use. */
export interface AppDeps {
  config: MidnightConfig;
  github: MidnightSource;
  docs: DocsClient;
  versions: VersionService;
  log: Logger;
  startedAt: number;
}

/** Wires the GitHub source, docs client and version service; `github` can be swapped (e.g. github-source). */
export function createDeps(config: MidnightConfig, log: Logger, github?: MidnightSource): AppDeps {
  const source = github ?? createGithubHttpSource({ baseUrl: config.MIDNIGHT_GITHUB_API_URL, token: config.GITHUB_TOKEN, cacheTtlMs: config.MIDNIGHT_CACHE_TTL_MS });
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
    log,
    startedAt: Date.now(),
  };
}
