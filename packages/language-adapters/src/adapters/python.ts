import type { LanguageAdapter } from '@sextant/core-engine';

/** python adapter: capabilities are added by the symbol and analysis modules. */
export const pythonAdapter: LanguageAdapter = {
  id: 'python',
  extensions: ['py', 'pyi'],
};
