import { describe, expect, it } from 'vitest';
import { createSolidityAnalyzer } from '../../src/solidity/analyzer.js';

// Pre-0.5 syntax solc 0.8 cannot compile (so no oracle): both front ends must agree on it.
const src = `pragma solidity ^0.4.24;
contract Old {
  mapping(address => uint) balances;
  address owner;
  function Old() public { owner = msg.sender; }
  function () public payable { balances[msg.sender] += msg.value; }
  function withdraw(uint amount) public {
    require(balances[msg.sender] >= amount);
    msg.sender.call.value(amount)();
    balances[msg.sender] -= amount;
  }
  function get() constant returns (uint) { return balances[msg.sender]; }
}`;

describe('legacy Solidity', () => {
  it.each(['tree-sitter', 'solidity-parser'] as const)('old constructors, unnamed fallback, constant, .call.value() (%s)', async (parser) => {
    const a = createSolidityAnalyzer({ parser });
    const m = a.link([await a.parse({ path: 'Old.sol', content: src })], new Map());
    const by = (n: string) => m.functions.find((f) => f.name === n || f.kind === n);
    expect(by('Old')?.kind).toBe('constructor');
    expect(by('fallback')).toMatchObject({ mutability: 'payable', writes: [{ expression: 'balances[msg.sender]' }] });
    expect(by('withdraw')?.calls.map((c) => `${c.kind}:${c.via}:${c.expression}`)).toEqual(['external:call:msg.sender.call']);
    expect(by('get')?.mutability).toBe('view');
  });
});
