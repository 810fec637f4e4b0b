import type { LanguageAdapter } from '@sextant/core-engine';
import { createSymbolExtractor } from '../symbols/extract.js';

/** tsx adapter: capabilities are added by the symbol and analysis modules. */
export const tsxAdapter: LanguageAdapter = {
  id: 'tsx',
  extensions: ['tsx'],
  symbols: createSymbolExtractor('tsx'),
};
