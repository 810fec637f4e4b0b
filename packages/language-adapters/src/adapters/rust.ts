import type { LanguageAdapter } from '@sextant/core-engine';
import { createSymbolExtractor } from '../symbols/extract.js';

/** rust adapter: capabilities are added by the symbol and analysis modules. */
export const rustAdapter: LanguageAdapter = {
  id: 'rust',
  extensions: ['rs'],
  symbols: createSymbolExtractor('rust'),
};
