import { analyzeFunction, callGraph, resolveUnit } from '@sextant/core-engine/analysis';
import { describe, expect, it } from 'vitest';
import { loadModel, readFixture } from './support.js';

const model = await loadModel(['Token.sol', 'Vault.sol'], readFixture);

describe('function insights on Solidity', () => {
  it('gives direct facts and the transitive view through super, internal calls and modifiers', () => {
    const f = analyzeFunction(model, { contract: 'Vault', name: 'deposit' });
    expect(f).toMatchObject({ declared_in: 'Vault', signature: 'deposit(uint256)', modifiers: ['nonReentrant'] });
    expect(f.state).toEqual({ reads: [], writes: ['history'] });
    expect(f.calls).toEqual({ internal: ['VaultBase.deposit'], external: [] });
    expect(f.transitive.writes.sort()).toEqual(['history', 'locked', 'positions[msg.sender].shares', 'totalShares']);
    expect(f.transitive.external).toEqual(['asset.transferFrom']);
  });

  it('an inherited function is found on the derived contract, with declared_in', () => {
    const f = analyzeFunction(model, { contract: 'Token', name: 'transferOwnership' });
    expect(f).toMatchObject({ contract: 'Token', declared_in: 'Ownable', state: { reads: [], writes: ['owner'] } });
    expect(f.transitive.reads).toEqual(['owner']);
  });

  it('ambiguous_function lists overloads; signature picks one', () => {
    expect(() => analyzeFunction(model, { contract: 'Vault', name: 'withdraw' })).toThrow(
      expect.objectContaining({
        code: 'ambiguous_function',
        extra: expect.objectContaining({ details: { signatures: ['withdraw(uint256)', 'withdraw(uint256,address)'] } }),
      }),
    );
    const f = analyzeFunction(model, { contract: 'Vault', name: 'withdraw', signature: 'withdraw(uint256)' });
    expect(f.calls.internal).toEqual(['Vault.withdraw']);
    expect(f.transitive.external).toEqual(['asset.transfer']);
  });

  it('function_not_found names the closest matches', () => {
    expect(() => analyzeFunction(model, { contract: 'Vault', name: 'withdrw' })).toThrow(
      expect.objectContaining({
        code: 'function_not_found',
        extra: expect.objectContaining({
          type: 'not_found',
          details: { closest: expect.arrayContaining(['Vault.withdraw (Vault.sol)']) },
        }),
      }),
    );
  });
});

describe('call graph on Solidity', () => {
  it('has internal, external and modifier edges, dispatched as on the given contract', () => {
    const g = callGraph(model, { unit: resolveUnit(model, 'Vault') });
    const edges = g.edges.map((e) => `${e.from} -${e.kind}-> ${e.to}`);
    expect(edges).toEqual(
      expect.arrayContaining([
        'Vault.sol:Vault.deposit(uint256) -internal-> Vault.sol:VaultBase.deposit(uint256)',
        'Vault.sol:Vault.deposit(uint256) -modifier-> Vault.sol:Vault.nonReentrant()',
        'Ownable.sol:Ownable.onlyOwner() -internal-> Ownable.sol:Ownable._checkOwner()',
        'Vault.sol:Vault.withdrawEth(uint256) -external-> external:payable(msg.sender).call (call)',
      ]),
    );
    expect(g.nodes.some((n) => n.contract === 'Token')).toBe(false);
  });
});
