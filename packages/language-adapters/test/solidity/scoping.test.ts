import type { SourceFile } from '@sextant/core-engine';
import {
  analyzeEntrypoints,
  analyzeFunction,
  callGraph,
  createAnalysisSession,
  resolveUnit,
} from '@sextant/core-engine/analysis';
import { describe, expect, it } from 'vitest';
import { createSolidityAnalyzer } from '../../src/solidity/analyzer.js';

const H = '// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\n';
// Two libraries ship a contract `Token` and a base `Base`, with different members.
const FILES: Record<string, string> = {
  'a/Token.sol': `${H}abstract contract Base { function fromA() public {} }
contract Token is Base { uint256 public a; function onlyInA() public { a = 1; } }`,
  'b/Token.sol': `${H}abstract contract Base { function fromB() public {} }
contract Token is Base { uint256 public b; function onlyInB() public { b = 1; } }`,
  'use/Aliased.sol': `${H}import {Token as TokenA} from "../a/Token.sol";
import {Token} from "../b/Token.sol";
contract Aliased is TokenA { function own() public { onlyInA(); } }
contract Plain is Token {}`,
  'use/Unit.sol': `${H}import "../a/Token.sol" as A;
import * as B from "../b/Token.sol";
contract ViaUnitA is A.Token {}
contract ViaStarB is B.Token {}`,
  'use/Glob.sol': `${H}import "../b/Token.sol";
contract Glob is Token {}`,
  'use/Roles.sol': `${H}abstract contract Roles {
  mapping(bytes32 => bytes32) internal admins;
  modifier onlyRole(bytes32 role) { _; }
  function getRoleAdmin(bytes32 role) public view returns (bytes32) { return admins[role]; }
  function grantRole(bytes32 role, address a) public onlyRole(getRoleAdmin(role)) {}
}`,
};

async function load(parser: 'tree-sitter' | 'solidity-parser') {
  const analyzer = createSolidityAnalyzer({ parser });
  const session = createAnalysisSession({
    analyzerFor: () => ({ id: 'solidity', analyzer }),
    readFile: async (p) => FILES[p],
  });
  return session.load(
    ['use/Aliased.sol', 'use/Unit.sol', 'use/Glob.sol', 'use/Roles.sol'].map((p): SourceFile => ({
      path: p,
      content: FILES[p] as string,
    })),
  );
}

describe.each(['tree-sitter', 'solidity-parser'] as const)(
  'Solidity scoping through each file’s imports (%s)',
  (parser) => {
    it('resolves bases through import {A as B}, import "x" as X, import * as X and X.Contract', async () => {
      const model = await load(parser);
      const names = (c: string) =>
        analyzeEntrypoints(model, { contract: c })
          .map((e) => e.name)
          .sort();
      expect(names('Aliased')).toEqual(['fromA', 'onlyInA', 'own']);
      expect(names('Plain')).toEqual(['fromB', 'onlyInB']);
      expect(names('ViaUnitA')).toEqual(['fromA', 'onlyInA']);
      expect(names('ViaStarB')).toEqual(['fromB', 'onlyInB']);
      expect(names('Glob')).toEqual(['fromB', 'onlyInB']);
    });

    it('keys same-named contracts by file: lists both, ambiguous_contract without a file, file picks one', async () => {
      const model = await load(parser);
      const tokens = analyzeEntrypoints(model, { contract: 'Token' });
      expect(new Set(tokens.map((e) => e.contract_file))).toEqual(new Set(['a/Token.sol', 'b/Token.sol']));
      expect(tokens.find((e) => e.name === 'onlyInA')?.contract_file).toBe('a/Token.sol');
      expect(() => analyzeFunction(model, { contract: 'Token', name: 'onlyInA' })).toThrow(
        expect.objectContaining({
          code: 'ambiguous_contract',
          extra: expect.objectContaining({ details: { files: ['a/Token.sol', 'b/Token.sol'] } }),
        }),
      );
      const b = analyzeFunction(model, { file: 'b/Token.sol', contract: 'Token', name: 'onlyInB' });
      expect(b).toMatchObject({ contract_file: 'b/Token.sol', state: { writes: ['b'] } });
      expect(() => analyzeFunction(model, { file: 'b/Token.sol', contract: 'Token', name: 'onlyInA' })).toThrow(
        expect.objectContaining({ code: 'function_not_found' }),
      );
      const ids = callGraph(model).nodes.map((n) => n.id);
      expect(ids).toEqual(expect.arrayContaining(['a/Token.sol:Base.fromA()', 'b/Token.sol:Base.fromB()']));
      expect(
        callGraph(model, { unit: resolveUnit(model, 'Token', 'a/Token.sol') })
          .nodes.map((n) => n.id)
          .sort(),
      ).toEqual(['a/Token.sol:Base.fromA()', 'a/Token.sol:Token.onlyInA()']);
    });

    it('records internal calls made in modifier arguments', async () => {
      const model = await load(parser);
      const f = analyzeFunction(model, { contract: 'Roles', name: 'grantRole' });
      expect(f.calls.internal).toEqual(['Roles.getRoleAdmin']);
      expect(f.transitive.reads).toContain('admins[role]');
    });
  },
);
