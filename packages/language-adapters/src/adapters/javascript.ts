import type { LanguageAdapter } from '@sextant/core-engine';
import { createJsSymbolExtractor } from '../symbols/js-scan/extractor.js';
import { createTsAnalyzer } from '../typescript/analyzer.js';

/** javascript adapter: capabilities are added by the symbol and analysis modules. */
export const javascriptAdapter: LanguageAdapter = {
  id: 'javascript',
  analyzer: createTsAnalyzer('javascript'),
  extensions: ['js', 'mjs', 'cjs', 'jsx'],
  symbols: createJsSymbolExtractor('javascript'),
};
