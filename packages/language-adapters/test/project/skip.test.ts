import { describe, expect, it } from 'vitest';
import { isTestOrScript, layoutFilter } from '../../src/project/skip.js';

describe('project-layout skip rules', () => {
  it('knows Foundry and Hardhat tests, scripts and mocks', () => {
    for (const p of [
      'test/Vault.t.sol',
      'script/Deploy.s.sol',
      'src/mocks/MockToken.sol',
      'lib/solmate/src/test/ERC20.t.sol',
      'lib/openzeppelin-contracts/contracts/mocks/ERC20Mock.sol',
      'src/MockOracle.sol',
      'src/Vault.t.sol',
    ])
      expect(isTestOrScript(p), p).toBe(true);
    for (const p of ['src/Vault.sol', 'lib/solmate/src/tokens/ERC20.sol', 'src/Mocking.sol', 'src/testing/Lib.sol'])
      expect(isTestOrScript(p), p).toBe(false);
  });

  it('applies below the deepest base (project root or walked folder) that holds the file', () => {
    const keep = layoutFilter(['', 'tests/fixtures/proj'], false);
    expect(keep('tests/fixtures/proj/src/A.sol')).toBe(true);
    expect(keep('tests/fixtures/proj/test/A.t.sol')).toBe(false);
    expect(keep('test/A.sol')).toBe(false);
    const foundry = layoutFilter(['proj', 'proj/lib/solmate/src'], false);
    expect(foundry('proj/lib/solmate/src/test/Auth.t.sol')).toBe(false);
    expect(foundry('proj/lib/solmate/src/auth/Auth.sol')).toBe(true);
    expect(foundry('elsewhere/test/X.sol')).toBe(true);
    expect(layoutFilter(['proj'], true)('proj/test/X.t.sol')).toBe(true);
  });
});
