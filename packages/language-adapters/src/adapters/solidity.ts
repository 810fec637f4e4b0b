import type { LanguageAdapter } from '@sextant/core-engine';
import { solidityAnalyzer } from '../solidity/analyzer.js';

/** solidity adapter: capabilities are added by the symbol and analysis modules. */
export const solidityAdapter: LanguageAdapter = {
  id: 'solidity',
  extensions: ['sol'],
  analyzer: solidityAnalyzer,
};
