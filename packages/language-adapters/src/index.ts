// Public API of @sextant/language-adapters.
export { dynamicLanguageIds, ensureLanguage, loadAstGrep } from './ast-grep/dynamic-languages.js';
