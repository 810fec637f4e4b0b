import type { LanguageAdapter } from '@sextant/core-engine';
import { createSymbolExtractor } from '../symbols/extract.js';

/** javascript adapter: capabilities are added by the symbol and analysis modules. */
export const javascriptAdapter: LanguageAdapter = {
  id: 'javascript',
  extensions: ['js', 'mjs', 'cjs', 'jsx'],
  symbols: createSymbolExtractor('javascript'),
};
