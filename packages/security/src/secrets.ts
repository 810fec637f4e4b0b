// @sextant/security/secrets: secret detection and the redaction every log line and tool answer goes through.
export { detectSecrets, redactSecrets } from './secrets/detect.js';
export { secretRules } from './secrets/rules/index.js';
export type { SecretFinding, SecretRule } from './secrets/types.js';
export { redactForLog } from './log-redaction.js';
