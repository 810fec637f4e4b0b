import type { LanguageAdapter } from '@sextant/core-engine';
import { createSymbolExtractor } from '../symbols/extract.js';

/** Rust (`.rs`): symbols from the tree-sitter extractor; no analyzer. */
export const rustAdapter: LanguageAdapter = {
  id: 'rust',
  extensions: ['rs'],
  symbols: createSymbolExtractor('rust'),
};
