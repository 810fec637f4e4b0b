// @sextant/security/wall: reading, walking and writing files inside the allowed roots, and the hardened git runner.
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
