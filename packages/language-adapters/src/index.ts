// Public API of @sextant/language-adapters.
export { dynamicLanguageIds, ensureLanguage, loadAstGrep } from './ast-grep/dynamic-languages.js';
export { builtinAdapters, createLanguageRegistry } from './registry.js';
export type { LanguageRegistry } from './registry.js';
