import type { LanguageAdapter } from '@sextant/core-engine';
import { createJsSymbolExtractor } from '../symbols/js-scan/extractor.js';
import { createTsAnalyzer } from '../ts-analyzer/analyzer.js';

/** TypeScript (`.ts`, `.mts`, `.cts`): symbols from the JS/TS scanner, analysis from ts-analyzer/. */
export const typescriptAdapter: LanguageAdapter = {
  id: 'typescript',
  analyzer: createTsAnalyzer('typescript'),
  extensions: ['ts', 'mts', 'cts'],
  symbols: createJsSymbolExtractor('typescript'),
};
