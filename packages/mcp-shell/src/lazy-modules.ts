import { onceUntilFailure } from './lazy-deps.js';

// Modules the shell needs only once something leaves the server (a result, an error, a log record, a resource) or
// a CLI report runs: loaded on that first use, not on the way to the first tools/list answer.

/** TOON and JSON rendering (it brings @toon-format/toon). */
export const toonOutput = onceUntilFailure(() => import('@sextant/toon-output'));

/** Secret detection and redaction (it brings the secret rules). */
export const secrets = onceUntilFailure(() => import('@sextant/security/secrets'));

/** The input guard every call passes first. */
export const inputGuard = onceUntilFailure(() => import('@sextant/security/input-guard'));

/** The file wall and git runner (CLI reports: the baseline file, the repository prefix). */
export const wall = onceUntilFailure(() => import('@sextant/security/wall'));
