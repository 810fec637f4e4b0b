import type { LanguageAdapter } from '@sextant/core-engine';

/** go adapter: capabilities are added by the symbol and analysis modules. */
export const goAdapter: LanguageAdapter = {
  id: 'go',
  extensions: ['go'],
};
