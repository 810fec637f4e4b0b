import { analyzeEntrypoints } from '@sextant/core-engine/analysis';
import { describe, expect, it } from 'vitest';
import { solidityAnalyzer } from '../../src/solidity/analyzer.js';
import { loadModel, readFixture } from './support.js';

const model = await loadModel(['Token.sol', 'Vault.sol'], readFixture);
const fn = (unit: string, signature: string) => {
  const f = model.functions.find((x) => x.unit === unit && x.signature === signature);
  if (!f) throw new Error(`no ${unit}.${signature}`);
  return f;
};
const exprs = (xs: { expression: string }[]) => xs.map((x) => x.expression).sort();

describe('solidity entrypoint rules', () => {
  const eps = analyzeEntrypoints(model);
  const of = (c: string) =>
    eps
      .filter((e) => e.contract === c)
      .map((e) => `${e.signature}@${e.declared_in}`)
      .sort();

  it('lists public/external state-changing functions of concrete contracts, inherited ones with declared_in', () => {
    expect(of('Token')).toEqual([
      'approve(address,uint256)@Token',
      'burn(uint256)@Token',
      'dropLastHolder()@Token',
      'mint(address,uint256)@Token',
      'renounceOwnership()@Ownable',
      'transfer(address,uint256)@Token',
      'transferFrom(address,address,uint256)@Token',
      'transferOwnership(address)@Ownable',
    ]);
  });

  it('lists an overridden function once (most derived), keeps overloads, includes receive and fallback, skips constructors and views', () => {
    const vault = of('Vault');
    expect(vault.filter((s) => s.startsWith('deposit('))).toEqual(['deposit(uint256)@Vault']);
    expect(vault).toEqual(
      expect.arrayContaining([
        'withdraw(uint256)@Vault',
        'withdraw(uint256,address)@Vault',
        'receive()@Vault',
        'fallback()@Vault',
      ]),
    );
    expect(vault.some((s) => s.startsWith('constructor') || s.startsWith('valueOf'))).toBe(false);
  });

  it('skips interfaces, libraries and abstract contracts unless asked; include_views adds views', () => {
    expect(of('Ownable')).toEqual([]);
    expect(of('SafeMath')).toEqual([]);
    const all = analyzeEntrypoints(model, { includeAbstract: true, includeViews: true });
    expect(all.some((e) => e.contract === 'VaultBase' && e.name === 'deposit')).toBe(true);
    expect(all.some((e) => e.contract === 'Vault' && e.name === 'valueOf')).toBe(true);
    expect(all.some((e) => e.contract === 'IERC20' && e.name === 'transfer')).toBe(true);
  });
});

describe('solidity function facts', () => {
  it('reads and writes through index access, compound assignment and inherited state; constants are not state', () => {
    const mint = fn('Token', 'mint(address,uint256)');
    expect(exprs(mint.writes)).toEqual(['balanceOf[to]', 'holders', 'totalSupply']);
    expect(exprs(mint.reads)).toEqual(['balanceOf[to]', 'totalSupply']);
    expect(mint.modifiers).toEqual(['onlyOwner']);
    expect(exprs(fn('Vault', 'valueOf(address)').reads)).toEqual(['asset', 'oracle', 'positions[account].shares']);
  });

  it('follows local storage pointers and handles !a[i], ++x[i], delete x[1] and push', () => {
    expect(exprs(fn('Vault', 'withdrawEth(uint256)').writes)).toEqual(['positions[msg.sender].debt']);
    const f = fn('Vault', 'flagAndReset(uint256)');
    expect(exprs(f.writes)).toEqual(['flags', 'history[1]', 'history[i]', 'positions[msg.sender]']);
    expect(exprs(f.reads)).toEqual(['flags[i]', 'history[i]']);
  });

  it('a local shadowing a state variable is not state', () => {
    expect(fn('Token', '_transfer(address,address,uint256)').reads.map((r) => r.variable)).not.toContain(
      'totalSupply_',
    );
    expect(exprs(fn('Token', '_transfer(address,address,uint256)').reads)).toContain('totalSupply');
  });

  it('classifies calls: internal, super, library, high-level, low-level and library delegatecall', () => {
    const calls = (u: string, s: string) => fn(u, s).calls.map((c) => `${c.kind}:${c.via}:${c.expression}`);
    expect(calls('Vault', 'deposit(uint256)')).toEqual(['internal:super:super.deposit']);
    expect(calls('Token', 'transferFrom(address,address,uint256)')).toEqual([
      'internal:library:allowance[from][msg.sender].sub',
      'internal:internal:_transfer',
    ]);
    expect(calls('Vault', 'withdrawEth(uint256)')).toEqual(['external:call:payable(msg.sender).call']);
    expect(calls('Vault', 'sweep(address)')).toEqual(['external:transfer:to.transfer', 'external:send:to.send']);
    expect(calls('Vault', 'setStrategy(address)')).toEqual(['external:high_level:IOracle(strategy_).price']);
    expect(calls('Vault', 'register(bytes32,uint256)')).toEqual(['external:delegatecall_library:Registry.record']);
    expect(calls('Vault', 'execute(bytes)')).toEqual(['external:delegatecall:strategy.delegatecall']);
  });

  it('reports parse_error with file and line', async () => {
    const err = await solidityAnalyzer
      .parse({ path: 'Bad.sol', content: 'contract A {\n  function f( {\n}' })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({
      code: 'parse_error',
      extra: { type: 'input_error', details: { file: 'Bad.sol', line: 2 } },
    });
  });
});
