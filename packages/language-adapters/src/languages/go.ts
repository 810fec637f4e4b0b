import type { LanguageAdapter } from '@sextant/core-engine';
import { createSymbolExtractor } from '../symbols/extract.js';

/** Go (`.go`): symbols from the tree-sitter extractor; no analyzer. */
export const goAdapter: LanguageAdapter = {
  id: 'go',
  extensions: ['go'],
  symbols: createSymbolExtractor('go'),
};
