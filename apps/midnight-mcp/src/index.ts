// Public API of midnight-mcp: its tools and deps, for embedding and tests.
export { tools } from './tools/index.js';
export { createDeps } from './deps.js';
export type { AppDeps, DepsOverrides } from './deps.js';
export type {
  KnowledgeBase,
  KnowledgeHit,
  KnowledgeKind,
  KnowledgeQuery,
  KnowledgeStatus,
} from '@sextant/vector-search/knowledge';
export { loadConfig } from './config.js';
export type { MidnightConfig } from './config.js';
export type {
  RepoReader as MidnightSource,
  ReleaseInfo,
  FileAtRef,
  RateBudget,
} from '@sextant/github-source/repo-reader';
export { createGithubSourceAdapter } from './deps.js';
