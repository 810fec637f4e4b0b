// Public API of @sextant/security.
export { DEFAULT_INPUT_LIMITS, guardInput } from './input-guard.js';
export type { FieldLimits, InputLimits } from './input-guard.js';
export { createPathGuard, parseRoots } from './path-guard.js';
export type { PathGuard, PathGuardOptions } from './path-guard.js';
