import type { LanguageAdapter } from '@sextant/core-engine';

/** tsx adapter: capabilities are added by the symbol and analysis modules. */
export const tsxAdapter: LanguageAdapter = {
  id: 'tsx',
  extensions: ['tsx'],
};
