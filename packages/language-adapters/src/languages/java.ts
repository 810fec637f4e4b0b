import type { LanguageAdapter } from '@sextant/core-engine';
import { createSymbolExtractor } from '../symbols/extract.js';

/** Java (`.java`): symbols from the tree-sitter extractor; no analyzer. */
export const javaAdapter: LanguageAdapter = {
  id: 'java',
  extensions: ['java'],
  symbols: createSymbolExtractor('java'),
};
