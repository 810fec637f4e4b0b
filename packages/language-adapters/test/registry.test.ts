import { describe, expect, it } from 'vitest';
import { createLanguageRegistry } from '../src/index.js';

describe('language registry', () => {
  const registry = createLanguageRegistry();

  it('finds adapters by id and by extension, case-insensitively', () => {
    expect(registry.byId('Solidity')?.id).toBe('solidity');
    expect(registry.byPath('contracts/Token.SOL')?.id).toBe('solidity');
    expect(registry.byPath('src/a.tsx')?.id).toBe('tsx');
    expect(registry.byPath('Makefile')).toBeUndefined();
  });

  it('names the supported languages when one is unknown', () => {
    expect(() => registry.require({ language: 'cobol' })).toThrowError(
      expect.objectContaining({
        code: 'language_not_supported',
        extra: expect.objectContaining({ hint: expect.stringContaining('solidity') }),
      }),
    );
  });
});
