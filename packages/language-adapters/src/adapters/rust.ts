import type { LanguageAdapter } from '@sextant/core-engine';

/** rust adapter: capabilities are added by the symbol and analysis modules. */
export const rustAdapter: LanguageAdapter = {
  id: 'rust',
  extensions: ['rs'],
};
