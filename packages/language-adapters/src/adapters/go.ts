import type { LanguageAdapter } from '@sextant/core-engine';
import { createSymbolExtractor } from '../symbols/extract.js';

/** go adapter: capabilities are added by the symbol and analysis modules. */
export const goAdapter: LanguageAdapter = {
  id: 'go',
  extensions: ['go'],
  symbols: createSymbolExtractor('go'),
};
