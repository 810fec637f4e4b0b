import type { LanguageAdapter } from '@sextant/core-engine';
import { createJsSymbolExtractor } from '../symbols/js-scan/extractor.js';
import { createTsAnalyzer } from '../typescript/analyzer.js';

/** typescript adapter: capabilities are added by the symbol and analysis modules. */
export const typescriptAdapter: LanguageAdapter = {
  id: 'typescript',
  analyzer: createTsAnalyzer('typescript'),
  extensions: ['ts', 'mts', 'cts'],
  symbols: createJsSymbolExtractor('typescript'),
};
