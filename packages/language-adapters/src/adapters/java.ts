import type { LanguageAdapter } from '@sextant/core-engine';

/** java adapter: capabilities are added by the symbol and analysis modules. */
export const javaAdapter: LanguageAdapter = {
  id: 'java',
  extensions: ['java'],
};
