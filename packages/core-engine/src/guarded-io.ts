// @sextant/core-engine/guarded-io: the lowest layer every untrusted read goes through: the path wall (no-follow
// reads checked against real roots), the hardened git runner and bounded gunzip. @sextant/security re-exports it.
export { insideAny, inspectInside, isInside, readInsideSync, realRoots } from './guarded-io/fs-wall.js';
export type { Inspected, WallSkip } from './guarded-io/fs-wall.js';
export { HARDENED_GIT_CONFIG, hardenedGitEnv, runGit } from './guarded-io/git-runner.js';
export { DEFAULT_MAX_INFLATED_BYTES, gunzipBounded } from './guarded-io/gunzip.js';
