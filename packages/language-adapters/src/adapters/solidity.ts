import type { LanguageAdapter } from '@sextant/core-engine';

/** solidity adapter: capabilities are added by the symbol and analysis modules. */
export const solidityAdapter: LanguageAdapter = {
  id: 'solidity',
  extensions: ['sol'],
};
