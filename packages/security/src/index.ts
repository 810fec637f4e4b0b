// Public API of @sextant/security: every subpath entry at once. A server's start-up imports the subpaths it needs
// (`/input-guard`, `/path-guard`, `/secrets`), so it never compiles the injection screen or the archive reader.
export { DEFAULT_INPUT_LIMITS, guardInput } from './input-guard.js';
export type { FieldLimits, InputLimits } from './input-guard.js';
export { createPathGuard, parseRoots } from './path-guard.js';
export type { PathGuard, PathGuardOptions } from './path-guard.js';
export { detectSecrets, redactForLog, redactSecrets, secretRules } from './secrets.js';
export type { SecretFinding, SecretRule } from './secrets.js';
export {
  DEFAULT_MAX_INFLATED_BYTES,
  gunzipBounded,
  HARDENED_GIT_CONFIG,
  hardenedGitEnv,
  insideAny,
  inspectInside,
  isInside,
  readInsideSync,
  realRoots,
  repoRootInside,
  runGit,
  walkFiles,
  writeFileInside,
} from './wall.js';
export type { Inspected, WalkedFile, WalkOptions, WalkResult, WalkSkipReason, WallSkip } from './wall.js';
export { createOriginFetch, fetchOrThrow, probeReachability } from './fetch.js';
export type { FetchOrThrowOptions, OriginFetchOptions } from './fetch.js';
export { readTarGz } from './archive.js';
export type { ArchiveFile, TarGzLimits } from './archive.js';
export { detectPromptInjection, screenText } from './injection.js';
export type { HiddenKind, InjectionFinding, ScreenResult } from './injection.js';
