import type { SourceFile } from '@sextant/core-engine';
import type { FileSymbols } from '@sextant/core-engine/ports';
import { createSymbolExtractor } from '../extract.js';
import { scanJsSymbols } from './index.js';

const JSX = /\.jsx$/i;

/**
 * The `symbols` capability of the javascript and typescript adapters: the scanner, and the tree-sitter
 * extractor for JSX files and for any file the scanner is not sure about (the same output either way).
 */
export function createJsSymbolExtractor(id: 'javascript' | 'typescript'): (file: SourceFile) => Promise<FileSymbols> {
  const parse = createSymbolExtractor(id);
  const dialect = id === 'typescript' ? 'ts' : 'js';
  return async (file) => (JSX.test(file.path) ? undefined : scanJsSymbols(file.content, dialect)) ?? parse(file);
}
