import type { LanguageAdapter } from '@sextant/core-engine';
import { createSymbolExtractor } from '../symbols/extract.js';
import { createTsAnalyzer } from '../typescript/analyzer.js';

/** tsx adapter: capabilities are added by the symbol and analysis modules. */
export const tsxAdapter: LanguageAdapter = {
  id: 'tsx',
  analyzer: createTsAnalyzer('tsx'),
  extensions: ['tsx'],
  symbols: createSymbolExtractor('tsx'),
};
