// @sextant/toon-output/sarif: findings as SARIF 2.1.0 for code scanning, baselines and the CI gate. Built from a
// tool's data (never its text); it shares nothing with the TOON renderer.
export { toSarif } from './sarif/write.js';
export type { SarifLog, SarifRun, ToSarifOptions } from './sarif/write.js';
export { FINGERPRINT_KEY, findingFingerprint, joinUri } from './sarif/fingerprint.js';
export { failingFindings, parseFailOn, sarifFingerprints, subtractBaseline } from './sarif/gate.js';
export type { FailOn } from './sarif/gate.js';
export { SARIF_LEVELS } from './sarif/types.js';
export type { Finding, FindingRegion, SarifLevel, SarifRule, SarifTool, ToolNotification } from './sarif/types.js';
