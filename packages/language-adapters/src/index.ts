// Public API of @sextant/language-adapters.
export { dynamicLanguageIds, ensureLanguage, loadAstGrep } from './ast-grep/dynamic-languages.js';
export { builtinAdapters, createLanguageRegistry } from './registry.js';
export type { LanguageRegistry } from './registry.js';
export { compactAdapter } from './languages/compact.js';
export type { CompactAdapter } from './languages/compact.js';
export { parseCompact } from './compact/parser.js';
export { tokenizeCompact } from './compact/tokenizer.js';
export type { CompactToken, CompactTokenKind, TokenizeResult } from './compact/tokenizer.js';
export { signatureOf as compactSignature } from './compact/signature-text.js';
export { compactEntrypoints, toFileSymbols as compactFileSymbols } from './compact/symbols.js';
export type { CompactEntrypoint } from './compact/symbols.js';
export type {
  CompactCircuit,
  CompactConstructor,
  CompactContract,
  CompactDeclaration,
  CompactDeclarationKind,
  CompactEnum,
  CompactExportList,
  CompactGenericParam,
  CompactImplements,
  CompactImport,
  CompactInclude,
  CompactLedger,
  CompactModule,
  CompactParam,
  CompactParseResult,
  CompactPragma,
  CompactSpan,
  CompactStruct,
  CompactTypeAlias,
  CompactWitness,
} from './compact/types.js';
export { createAuditor } from './auditor.js';
export type { Auditor, AuditorOptions, AuditorSources } from './auditor.js';
export type { LoadedProject, LoadProjectOptions, ProjectSources } from './project/load.js';
export { createWalledRead } from './project/read.js';
/** The parser budget: nesting and size limits checked in one pass before a parser recurses into a file. */
export { assertSourceBudget, scanBudget } from './budget/nesting.js';
export type { BudgetBreach, SourceBudget } from './budget/nesting.js';
export type { ProjectAccess } from './project/read.js';
export type { ProjectLayout } from './project/layout.js';
