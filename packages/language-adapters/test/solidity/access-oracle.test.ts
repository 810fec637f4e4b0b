import { analyzeEntrypoints } from '@sextant/core-engine/analysis';
import { describe, expect, it } from 'vitest';
import { buildAccessOracle } from './oracle/access-oracle.js';
import { indexAsts } from './oracle/ast-index.js';
import { compareAccess } from './oracle/compare-access.js';
import { npmCorpus } from './oracle/corpora.js';
import { readOz } from './oracle/oz.js';
import { compileAst } from './oracle/solc-oracle.js';
import { loadModel } from './support.js';

// OpenZeppelin's access-controlled contracts: owners, roles, the access manager, timelock and governor
// (self-only), proxies' admins, and token approvals checked against the caller.
const ACCESS_SET = [
  'access/Ownable.sol',
  'access/Ownable2Step.sol',
  'access/AccessControl.sol',
  'access/extensions/AccessControlEnumerable.sol',
  'access/extensions/AccessControlDefaultAdminRules.sol',
  'access/manager/AccessManager.sol',
  'access/manager/AccessManaged.sol',
  'governance/TimelockController.sol',
  'governance/Governor.sol',
  'proxy/transparent/ProxyAdmin.sol',
  'proxy/transparent/TransparentUpgradeableProxy.sol',
  'proxy/utils/UUPSUpgradeable.sol',
  'finance/VestingWallet.sol',
  'token/ERC721/ERC721.sol',
  'token/ERC1155/ERC1155.sol',
  'token/ERC20/extensions/ERC20Permit.sol',
].map((p) => `@openzeppelin/contracts/${p}`);

// OpenZeppelin 4 spells checks the older way (`require(hasRole(…))`, `require(owner() == _msgSender())`).
const OZ4_SET = [
  'access/Ownable2Step.sol',
  'access/AccessControlEnumerable.sol',
  'access/AccessControlDefaultAdminRules.sol',
  'governance/TimelockController.sol',
  'governance/Governor.sol',
  'proxy/transparent/ProxyAdmin.sol',
  'token/ERC721/ERC721.sol',
  'token/ERC1155/ERC1155.sol',
  'security/Pausable.sol',
].map((p) => `@openzeppelin/contracts-v4/${p}`);
const oz4 = npmCorpus('@openzeppelin/contracts-v4', '.', /^$/);
const solmate = npmCorpus('solmate', 'src', /^$/);
const SOLMATE_SET = [
  'auth/Owned.sol',
  'auth/Auth.sol',
  'auth/authorities/RolesAuthority.sol',
  'auth/authorities/MultiRolesAuthority.sol',
  'tokens/ERC20.sol',
  'tokens/ERC721.sol',
  'tokens/ERC1155.sol',
  'tokens/WETH.sol',
].map((p) => `solmate/src/${p}`);

const CORPORA = [
  { name: 'OpenZeppelin 5', files: ACCESS_SET, read: readOz, minGuards: 30 },
  { name: 'OpenZeppelin 4', files: OZ4_SET, read: (p: string) => oz4.read(p), minGuards: 20 },
  { name: 'solmate', files: SOLMATE_SET, read: (p: string) => solmate.read(p), minGuards: 10 },
];

describe('access against the solc oracle', () => {
  it.each(CORPORA.map((c) => [c.name, c] as const))(
    'finds the sender checks the compiler finds on %s',
    async (name, c) => {
      const { asts, sources } = compileAst(c.files, c.read);
      const oracle = buildAccessOracle(indexAsts(asts, sources));
      const model = await loadModel(c.files, c.read);
      const r = compareAccess(analyzeEntrypoints(model, { includeAbstract: true }), oracle);
      // the figures, for the closing note (stderr: the only console the lint allows)
      console.error(
        `access oracle (${name}): ${r.compared}/${r.oracleSize} entrypoints compared; guards P=${r.guards.precision.toFixed(3)} R=${r.guards.recall.toFixed(3)} (tp ${r.guards.tp}); unguarded P=${r.unguarded.precision.toFixed(3)} R=${r.unguarded.recall.toFixed(3)} (tp ${r.unguarded.tp})`,
      );
      expect(r.compared).toBeGreaterThan(0.95 * r.oracleSize);
      expect(r.guards.tp).toBeGreaterThan(c.minGuards);
      expect(r.unguarded.tp).toBeGreaterThan(5);
      const show = (xs: string[]) => xs.slice(0, 5).join('\n');
      expect(r.guards.precision, `false positives:\n${show(r.guards.falsePositives)}`).toBeGreaterThanOrEqual(0.95);
      expect(r.guards.recall, `missed:\n${show(r.guards.missed)}`).toBeGreaterThanOrEqual(0.95);
      expect(r.unguarded.precision, `false positives:\n${show(r.unguarded.falsePositives)}`).toBeGreaterThanOrEqual(
        0.95,
      );
      expect(r.unguarded.recall, `missed:\n${show(r.unguarded.missed)}`).toBeGreaterThanOrEqual(0.95);
    },
    180_000,
  );
});
