import type { LanguageAdapter } from '@sextant/core-engine';
import { createSymbolExtractor } from '../symbols/extract.js';
import { solidityAnalyzer } from '../solidity/analyzer.js';

/** Solidity (`.sol`): symbols from the tree-sitter extractor, analysis from solidity/. */
export const solidityAdapter: LanguageAdapter = {
  id: 'solidity',
  extensions: ['sol'],
  symbols: createSymbolExtractor('solidity'),
  analyzer: solidityAnalyzer,
};
