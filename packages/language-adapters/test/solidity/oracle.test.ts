import { analyzeEntrypoints } from '@sextant/core-engine/analysis';
import { describe, expect, it } from 'vitest';
import { compareWithOracle } from './oracle/compare.js';
import { buildOracle, compileAst } from './oracle/solc-oracle.js';
import { extraCorpora } from './oracle/corpora.js';
import { readOz } from './oracle/oz.js';
import type { SolidityParserId } from '../../src/solidity/parse.js';
import { loadModel, readFixture } from './support.js';

// A fixed set of real OpenZeppelin contracts: tokens, governance, access control, proxies, utilities.
const OZ_SET = [
  'token/ERC20/ERC20.sol',
  'token/ERC20/extensions/ERC4626.sol',
  'token/ERC20/extensions/ERC20Votes.sol',
  'token/ERC20/utils/SafeERC20.sol',
  'token/ERC721/ERC721.sol',
  'token/ERC721/extensions/ERC721Consecutive.sol',
  'token/ERC1155/ERC1155.sol',
  'access/AccessControl.sol',
  'access/Ownable2Step.sol',
  'access/manager/AccessManager.sol',
  'governance/TimelockController.sol',
  'governance/Governor.sol',
  'finance/VestingWallet.sol',
  'proxy/ERC1967/ERC1967Proxy.sol',
  'utils/Address.sol',
  'utils/structs/EnumerableSet.sol',
  'utils/structs/Checkpoints.sol',
].map((p) => `@openzeppelin/contracts/${p}`);

async function scores(files: string[], read: (p: string) => string | undefined, parser?: SolidityParserId) {
  const { asts, sources } = compileAst(files, read);
  const oracle = buildOracle(asts, sources);
  const model = await loadModel(files, read, parser);
  return compareWithOracle(model, analyzeEntrypoints(model), oracle);
}

describe('solidity analysis against the solc oracle', () => {
  it.each(['tree-sitter', 'solidity-parser'] as const)(
    'matches the compiler on the fixture contracts exactly (%s front end)',
    async (parser) => {
      const r = await scores(['Token.sol', 'Vault.sol'], readFixture, parser);
      for (const cat of ['entrypoints', 'reads', 'writes', 'internal', 'external'] as const) {
        expect(r[cat].tp, cat).toBeGreaterThan(0);
        expect({ cat, fp: r[cat].falsePositives, fn: r[cat].missed }).toEqual({ cat, fp: [], fn: [] });
      }
    },
  );

  it('reaches >= 0.98 precision and >= 0.97 recall per category on real OpenZeppelin contracts', async () => {
    const r = await scores(OZ_SET, readOz);
    for (const cat of ['entrypoints', 'reads', 'writes', 'internal', 'external', 'overall'] as const) {
      expect(r[cat].tp, cat).toBeGreaterThan(0);
      expect(
        r[cat].precision,
        `${cat} precision; false positives: ${r[cat].falsePositives.slice(0, 5).join(', ')}`,
      ).toBeGreaterThanOrEqual(0.98);
      expect(r[cat].recall, `${cat} recall; missed: ${r[cat].missed.slice(0, 5).join(', ')}`).toBeGreaterThanOrEqual(
        0.97,
      );
    }
  }, 120_000);

  it.each(extraCorpora().map((c) => [c.name, c] as const))(
    'matches the compiler on all of %s',
    async (_name, corpus) => {
      const r = await scores(corpus.files, corpus.read);
      for (const cat of ['entrypoints', 'reads', 'writes', 'internal', 'external', 'overall'] as const) {
        expect(r[cat].tp, cat).toBeGreaterThan(0);
        expect(
          r[cat].precision,
          `${cat} precision; false positives: ${r[cat].falsePositives.slice(0, 5).join(', ')}`,
        ).toBeGreaterThanOrEqual(0.98);
        expect(r[cat].recall, `${cat} recall; missed: ${r[cat].missed.slice(0, 5).join(', ')}`).toBeGreaterThanOrEqual(
          0.97,
        );
      }
    },
    120_000,
  );
});
