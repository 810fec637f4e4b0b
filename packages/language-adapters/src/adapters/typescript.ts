import type { LanguageAdapter } from '@sextant/core-engine';
import { createSymbolExtractor } from '../symbols/extract.js';

/** typescript adapter: capabilities are added by the symbol and analysis modules. */
export const typescriptAdapter: LanguageAdapter = {
  id: 'typescript',
  extensions: ['ts', 'mts', 'cts'],
  symbols: createSymbolExtractor('typescript'),
};
