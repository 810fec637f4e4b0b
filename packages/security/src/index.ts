// Public API of @sextant/security.
export { DEFAULT_INPUT_LIMITS, guardInput } from './input-guard.js';
export type { FieldLimits, InputLimits } from './input-guard.js';
export { createPathGuard, parseRoots } from './path-guard.js';
export type { PathGuard, PathGuardOptions } from './path-guard.js';
export { detectSecrets, redactSecrets } from './secrets/detect.js';
export { secretRules } from './secrets/rules/index.js';
export type { SecretFinding, SecretRule } from './secrets/types.js';
export { redactForLog } from './log-redaction.js';
export { walkFiles } from './wall/walk.js';
export type { WalkedFile, WalkOptions, WalkResult, WalkSkipReason } from './wall/walk.js';
export { writeFileInside } from './wall/write.js';
export { repoRootInside } from './wall/repo-root.js';
// The wall's lowest layer and the git runner live in core-engine (which this package depends on); re-exported here.
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
  runGit,
} from '@sextant/core-engine/guarded-io';
export type { Inspected, WallSkip } from '@sextant/core-engine/guarded-io';
export { createOriginFetch } from './fetch-policy.js';
export type { OriginFetchOptions } from './fetch-policy.js';
export { fetchOrThrow, probeReachability } from './fetch-response.js';
export type { FetchOrThrowOptions } from './fetch-response.js';
export { readTarGz } from './archive/tar-gz.js';
export type { ArchiveFile, TarGzLimits } from './archive/tar-gz.js';
export { detectPromptInjection, screenText } from './injection/screen.js';
export type { InjectionFinding, ScreenResult } from './injection/screen.js';
export type { HiddenKind } from './injection/hidden.js';
