import { analyzeEntrypoints } from '@sextant/core-engine/analysis';
import { describe, expect, it } from 'vitest';
import { buildAccessTruth } from '../../bench/access/oracle.js';
import { ratio, scoreAccess, summary } from '../../bench/access/score.js';
import { indexAsts } from './oracle/ast-index.js';
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
  // AccessManager's onlyAuthorized: the tool sees the self-only branch of _canCallSelf but not the role behind
  // hasRole -> getAccess (a non-bool helper reading the role table); 12 of 43 kinds differ there
  { name: 'OpenZeppelin 5', files: ACCESS_SET, read: readOz, minKinds: 0.7 },
  { name: 'OpenZeppelin 4', files: OZ4_SET, read: (p: string) => oz4.read(p), minKinds: 0.9 },
  { name: 'solmate', files: SOLMATE_SET, read: (p: string) => solmate.read(p), minKinds: 0.9 },
];

// The installed npm releases, against the bench's oracle (bench/access/README.md has its label rules).
describe('access against the solc oracle', () => {
  it.each(CORPORA.map((c) => [c.name, c] as const))(
    'tells guarded from unguarded entrypoints as the compiler-resolved oracle does on %s',
    async (name, c) => {
      const { asts, sources } = compileAst(c.files, c.read);
      const truth = buildAccessTruth(indexAsts(asts, sources));
      const model = await loadModel(c.files, c.read);
      const s = scoreAccess(analyzeEntrypoints(model, { includeAbstract: true }), truth);
      // the figures, for the closing note (stderr: the only console the lint allows)
      console.error(`access oracle (${name}): ${summary(s)}`);
      const show = s.disagreements.slice(0, 5).join('\n');
      expect(s.compared).toBeGreaterThan(0.95 * s.oracleSize);
      expect(s.bothGuarded).toBeGreaterThan(10);
      expect(Number(ratio(s.tp, s.tp + s.fp)), show).toBeGreaterThanOrEqual(0.95);
      expect(Number(ratio(s.tp, s.tp + s.fn)), show).toBeGreaterThanOrEqual(0.95);
      expect(Number(ratio(s.kindsExact, s.bothGuarded)), show).toBeGreaterThanOrEqual(c.minKinds);
    },
    300_000,
  );
});
