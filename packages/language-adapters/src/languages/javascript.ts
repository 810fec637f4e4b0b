import type { LanguageAdapter } from '@sextant/core-engine';
import { createJsSymbolExtractor } from '../symbols/js-scan/extractor.js';
import { createTsAnalyzer } from '../ts-analyzer/analyzer.js';

/** JavaScript (`.js`, `.mjs`, `.cjs`, `.jsx`): symbols from the JS/TS scanner, analysis from ts-analyzer/. */
export const javascriptAdapter: LanguageAdapter = {
  id: 'javascript',
  analyzer: createTsAnalyzer('javascript'),
  extensions: ['js', 'mjs', 'cjs', 'jsx'],
  symbols: createJsSymbolExtractor('javascript'),
};
