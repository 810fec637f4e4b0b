import type { LanguageAdapter } from '@sextant/core-engine';
import { createSymbolExtractor } from '../symbols/extract.js';

/** python adapter: capabilities are added by the symbol and analysis modules. */
export const pythonAdapter: LanguageAdapter = {
  id: 'python',
  extensions: ['py', 'pyi'],
  symbols: createSymbolExtractor('python'),
};
