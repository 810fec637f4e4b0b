import type { LanguageAdapter } from '@sextant/core-engine';
import { createSymbolExtractor } from '../symbols/extract.js';
import { solidityAnalyzer } from '../solidity/analyzer.js';

/** solidity adapter: capabilities are added by the symbol and analysis modules. */
export const solidityAdapter: LanguageAdapter = {
  id: 'solidity',
  extensions: ['sol'],
  symbols: createSymbolExtractor('solidity'),
  analyzer: solidityAnalyzer,
};
