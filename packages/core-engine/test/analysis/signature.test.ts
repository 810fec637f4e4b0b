import { describe, expect, it } from 'vitest';
import { normalizeSignature, signatureMatches } from '../../src/analysis/signature.js';

describe('signatures as solc, Slither and people write them', () => {
  it('drops contract/struct/enum keywords, data locations and parameter names', () => {
    expect(normalizeSignature('setAuthority(contract Authority)')).toBe('setAuthority(Authority)');
    expect(normalizeSignature('initReserves(struct ConfiguratorInputTypes.InitReserveInput[])')).toBe(
      'initReserves(InitReserveInput[])',
    );
    expect(normalizeSignature('f(string memory s, bytes calldata, uint[2][] storage x)')).toBe(
      'f(string,bytes,uint256[2][])',
    );
    expect(normalizeSignature('g(address payable to, enum Kind k)')).toBe('g(address,Kind)');
  });

  it('matches our spelling against either form, with or without the name', () => {
    expect(signatureMatches('setAuthority(Authority)', 'setAuthority(contract Authority)', 'setAuthority')).toBe(true);
    expect(
      signatureMatches(
        'initReserves(ConfiguratorInputTypes.InitReserveInput[])',
        'initReserves(struct ConfiguratorInputTypes.InitReserveInput[])',
        'initReserves',
      ),
    ).toBe(true);
    expect(signatureMatches('withdraw(uint256,address)', 'uint, address', 'withdraw')).toBe(true);
    expect(signatureMatches('withdraw(uint256,address)', 'withdraw(uint256)', 'withdraw')).toBe(false);
    expect(signatureMatches('f(uint256[])', 'f(uint256)', 'f')).toBe(false);
  });
});
