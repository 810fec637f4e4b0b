// @sextant/language-adapters/compact: the Compact parser and the contract analysis a CI script or a tool needs.
/** Parsing: declarations, tokens and diagnostics of a Compact source (never throws). */
export { parseCompact } from './compact/parser.js';
export { tokenizeCompact } from './compact/tokenizer.js';
export type { CompactToken, CompactTokenKind, TokenizeResult } from './compact/tokenizer.js';
export { signatureOf as compactSignature } from './compact/signature-text.js';
export { compactEntrypoints } from './compact/symbols.js';
export type { CompactEntrypoint } from './compact/symbols.js';
export type {
  CompactCircuit,
  CompactConstructor,
  CompactDeclaration,
  CompactLedger,
  CompactParseResult,
  CompactWitness,
} from './compact/types.js';
/** The contract model (parse plus per-circuit facts): the input of every analysis below. */
export { buildContractModel, qualifiedName } from './compact/analysis/contract-model.js';
export { readCompactImports } from './compact/analysis/imports.js';
export type { CompactFileReader } from './compact/analysis/imports.js';
export type { ContractModel } from './compact/analysis/contract-model.js';
export type { BodyFacts, ContractNames, LedgerAccess } from './compact/analysis/body-facts.js';
/** Structure: the declaration outline and the design patterns a contract shows. */
export { contractStructure, detectPatterns } from './compact/analysis/structure.js';
/** Disclosure: private data reaching public places without disclose(), by the compiler's rule. */
export { disclosureFindings } from './compact/analysis/disclosure.js';
export type { DisclosureFinding } from './compact/analysis/disclosure.js';
/** Security checks: findings with location, severity and rationale; every id they report, described. */
export { securityChecks } from './compact/analysis/security-checks.js';
export type { SecurityFinding } from './compact/analysis/security-checks.js';
export { SECURITY_RULES } from './compact/analysis/security-rules.js';
export type { SecurityRule } from './compact/analysis/security-rules.js';
/** A plain-language explanation of one circuit. */
export { explainCircuit } from './compact/analysis/explain.js';
/** Syntax current Compact releases reject or deprecate. */
export { legacySyntax } from './compact/analysis/legacy-syntax.js';
/** Versions: release tags, changelogs, grammar documents and pragma ranges of the Compact toolchain. */
export { normalizeTag, sortTags, latestTag, resolveTag, compareVersions } from './compact/versions/tags.js';
export type { NormalizedTag } from './compact/versions/tags.js';
export { parseChangelog, headingVersions } from './compact/versions/changelog.js';
export type { ChangelogEntry, ChangelogSection } from './compact/versions/changelog.js';
export { parseGrammar, diffGrammars } from './compact/versions/grammar.js';
export type { GrammarSummary } from './compact/versions/grammar.js';
export { pragmaToRange, pragmaAdmits } from './compact/versions/pragma.js';
export { languageStatus, sectionsAbovePragma } from './compact/versions/language-status.js';
/** The version service: lookups, breaking changes and grammar diffs over any release source (GitHub by default). */
export { createVersionService } from './compact/versions/version-service.js';
export type {
  ReleaseFile,
  ReleaseSource,
  VersionService,
  VersionServiceOptions,
} from './compact/versions/version-service.js';
