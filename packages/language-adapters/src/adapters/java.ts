import type { LanguageAdapter } from '@sextant/core-engine';
import { createSymbolExtractor } from '../symbols/extract.js';

/** java adapter: capabilities are added by the symbol and analysis modules. */
export const javaAdapter: LanguageAdapter = {
  id: 'java',
  extensions: ['java'],
  symbols: createSymbolExtractor('java'),
};
