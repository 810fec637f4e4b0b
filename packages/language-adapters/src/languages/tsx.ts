import type { LanguageAdapter } from '@sextant/core-engine';
import { createSymbolExtractor } from '../symbols/extract.js';
import { createTsAnalyzer } from '../ts-analyzer/analyzer.js';

/** TSX (`.tsx`): symbols from the tree-sitter extractor, analysis from ts-analyzer/. */
export const tsxAdapter: LanguageAdapter = {
  id: 'tsx',
  analyzer: createTsAnalyzer('tsx'),
  extensions: ['tsx'],
  symbols: createSymbolExtractor('tsx'),
};
