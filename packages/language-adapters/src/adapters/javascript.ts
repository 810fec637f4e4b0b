import type { LanguageAdapter } from '@sextant/core-engine';
import { createSymbolExtractor } from '../symbols/extract.js';
import { createTsAnalyzer } from '../typescript/analyzer.js';

/** javascript adapter: capabilities are added by the symbol and analysis modules. */
export const javascriptAdapter: LanguageAdapter = {
  id: 'javascript',
  analyzer: createTsAnalyzer('javascript'),
  extensions: ['js', 'mjs', 'cjs', 'jsx'],
  symbols: createSymbolExtractor('javascript'),
};
