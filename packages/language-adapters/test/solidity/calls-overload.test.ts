import { describe, expect, it } from 'vitest';
import { loadModel } from './support.js';

// A using-for library function and an interface member with the same name: solc picks by arguments.
const src = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
struct Key { address a; }
interface IHook { function after(address sender, Key calldata key) external; }
library Hooks {
  function after(IHook self, Key memory key) internal { self.after(msg.sender, key); }
}
contract Pool {
  using Hooks for IHook;
  IHook public hook;
  function run(Key calldata key) external {
    hook.after(key);
    hook.after(address(this), key);
    bool ok = !flags[1] || super_();
    delete flags[1];
  }
  mapping(uint256 => bool) flags;
  function super_() internal returns (bool) { return flags[2]; }
}`;

describe('solidity call resolution', () => {
  it('picks the library function or the interface member by argument count and types; undoes tree-sitter precedence', async () => {
    const model = await loadModel(['P.sol'], (p) => (p === 'P.sol' ? src : undefined));
    const run = model.functions.find((f) => f.name === 'run');
    expect(run?.calls.map((c) => `${c.kind}:${c.via}:${c.expression}`)).toEqual([
      'internal:library:hook.after',
      'external:high_level:hook.after',
      'internal:internal:super_',
    ]);
    expect(run?.reads.map((r) => r.expression)).toEqual(['hook', 'flags[1]']);
    expect(run?.writes.map((r) => r.expression)).toEqual(['flags[1]']);
  });
});
