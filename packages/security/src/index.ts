// Public API of @sextant/security.
export { DEFAULT_INPUT_LIMITS, guardInput } from './input-guard.js';
export type { FieldLimits, InputLimits } from './input-guard.js';
export { createPathGuard, parseRoots } from './path-guard.js';
export type { PathGuard, PathGuardOptions } from './path-guard.js';
export { detectSecrets, redactSecrets } from './secrets/detect.js';
export { secretRules } from './secrets/rules/index.js';
export type { SecretFinding, SecretRule } from './secrets/types.js';
export { redactForLog } from './log-redaction.js';
