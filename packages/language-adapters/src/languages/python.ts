import type { LanguageAdapter } from '@sextant/core-engine';
import { createSymbolExtractor } from '../symbols/extract.js';

/** Python (`.py`, `.pyi`): symbols from the tree-sitter extractor; no analyzer. */
export const pythonAdapter: LanguageAdapter = {
  id: 'python',
  extensions: ['py', 'pyi'],
  symbols: createSymbolExtractor('python'),
};
