// The corpora of the access bench: public repositories at pinned commits, read out of a bare git mirror
// (`fetch` brings them under $SEXTANT_MIRRORS, default /work/.mirror/<owner>+<name>/repo). Only names and
// commits live here; the code is read at run time. `dev` corpora tune the analyzer, `test` ones are held out.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runGit } from '@sextant/core-engine/guarded-io';

export type Split = 'dev' | 'test';

/** One corpus: a repository at a commit, the files compiled as entries, and the compiler they need. */
export interface AccessCorpus {
  name: string;
  split: Split;
  repo: string;
  commit: string;
  /** Entry files (repository paths); their imports come along. */
  files: string[];
  /** `0.8` (npm solc 0.8.30) or `0.6` (npm solc 0.6.12, for dss). */
  solc: '0.8' | '0.6';
}

const oz = (files: string[]) => files.map((f) => `contracts/${f}`);

export const ACCESS_CORPORA: AccessCorpus[] = [
  {
    name: 'OpenZeppelin 5.0.2',
    split: 'dev',
    repo: 'OpenZeppelin/openzeppelin-contracts',
    commit: 'dbb6104ce834628e473d2173bbc9d47f81a9eec3',
    solc: '0.8',
    files: oz([
      'access/Ownable2Step.sol',
      'access/extensions/AccessControlEnumerable.sol',
      'access/extensions/AccessControlDefaultAdminRules.sol',
      'access/manager/AccessManager.sol',
      'access/manager/AccessManaged.sol',
      'governance/TimelockController.sol',
      'governance/extensions/GovernorTimelockControl.sol',
      'governance/extensions/GovernorCountingSimple.sol',
      'governance/extensions/GovernorVotesQuorumFraction.sol',
      'proxy/transparent/ProxyAdmin.sol',
      'proxy/transparent/TransparentUpgradeableProxy.sol',
      'proxy/beacon/UpgradeableBeacon.sol',
      'finance/VestingWallet.sol',
      'token/ERC20/extensions/ERC20Permit.sol',
      'token/ERC20/extensions/ERC20Votes.sol',
      'token/ERC20/extensions/ERC20FlashMint.sol',
      'token/ERC721/ERC721.sol',
      'token/ERC1155/ERC1155.sol',
      'utils/Pausable.sol',
    ]),
  },
  {
    name: 'Aave v3 core 1.19.4',
    split: 'dev',
    repo: 'aave/aave-v3-core',
    commit: 'b74526a7bc67a3a117a1963fc871b3eb8cea8435',
    solc: '0.8',
    files: [
      'protocol/pool/Pool.sol',
      'protocol/pool/L2Pool.sol',
      'protocol/pool/PoolConfigurator.sol',
      'protocol/configuration/ACLManager.sol',
      'protocol/configuration/PoolAddressesProvider.sol',
      'protocol/configuration/PoolAddressesProviderRegistry.sol',
      'protocol/configuration/PriceOracleSentinel.sol',
      'protocol/tokenization/AToken.sol',
      'protocol/tokenization/DelegationAwareAToken.sol',
      'protocol/tokenization/StableDebtToken.sol',
      'protocol/tokenization/VariableDebtToken.sol',
      'protocol/libraries/aave-upgradeability/InitializableImmutableAdminUpgradeabilityProxy.sol',
      'misc/AaveOracle.sol',
    ].map((f) => `contracts/${f}`),
  },
  {
    name: 'OpenZeppelin 4.9.6',
    split: 'test',
    repo: 'OpenZeppelin/openzeppelin-contracts',
    commit: 'dc44c9f1a4c3b10af99492eed84f83ed244203f6',
    solc: '0.8',
    files: oz([
      'access/Ownable2Step.sol',
      'access/AccessControlEnumerable.sol',
      'access/AccessControlDefaultAdminRules.sol',
      'governance/TimelockController.sol',
      'governance/extensions/GovernorTimelockControl.sol',
      'governance/extensions/GovernorCountingSimple.sol',
      'governance/extensions/GovernorVotesQuorumFraction.sol',
      'proxy/transparent/ProxyAdmin.sol',
      'proxy/transparent/TransparentUpgradeableProxy.sol',
      'proxy/beacon/UpgradeableBeacon.sol',
      'finance/PaymentSplitter.sol',
      'token/ERC20/extensions/ERC20Permit.sol',
      'token/ERC20/extensions/ERC20Votes.sol',
      'token/ERC20/extensions/ERC20FlashMint.sol',
      'token/ERC20/presets/ERC20PresetMinterPauser.sol',
      'token/ERC721/ERC721.sol',
      'token/ERC1155/ERC1155.sol',
      'security/Pausable.sol',
    ]),
  },
  {
    name: 'solmate',
    split: 'test',
    repo: 'transmissions11/solmate',
    commit: '89365b880c4f3c786bdd453d4b8e8fe410344a69',
    solc: '0.8',
    files: [
      'auth/Owned.sol',
      'auth/Auth.sol',
      'auth/authorities/RolesAuthority.sol',
      'auth/authorities/MultiRolesAuthority.sol',
      'tokens/ERC20.sol',
      'tokens/ERC721.sol',
      'tokens/ERC1155.sol',
      'tokens/ERC4626.sol',
      'tokens/ERC6909.sol',
      'tokens/WETH.sol',
    ].map((f) => `src/${f}`),
  },
  {
    name: 'Compound protocol',
    split: 'test',
    repo: 'compound-finance/compound-protocol',
    commit: 'a3214f67b73310d547e00fc578e8355911c9d376',
    solc: '0.8',
    files: [
      'Comptroller.sol',
      'CErc20Delegate.sol',
      'CErc20Delegator.sol',
      'CEther.sol',
      'Unitroller.sol',
      'Timelock.sol',
      'Governance/Comp.sol',
      'Governance/GovernorBravoDelegate.sol',
      'Governance/GovernorBravoDelegator.sol',
      'JumpRateModelV2.sol',
      'SimplePriceOracle.sol',
    ].map((f) => `contracts/${f}`),
  },
  {
    name: 'Maker dss',
    split: 'test',
    repo: 'makerdao/dss',
    commit: 'fa4f6630afb0624d04a003e920b0d71a00331d98',
    solc: '0.6',
    files: ['vat', 'dai', 'join', 'jug', 'pot', 'spot', 'vow', 'dog', 'clip', 'end', 'flap', 'flop', 'cure'].map(
      (f) => `src/${f}.sol`,
    ),
  },
];

/** The bare git directory `fetch` made for `repo`, if there is one. */
export function mirrorOf(repo: string, root = process.env['SEXTANT_MIRRORS'] ?? '/work/.mirror'): string | undefined {
  const dir = join(root, repo.replace('/', '+'), 'repo');
  return existsSync(dir) ? dir : undefined;
}

/** Reads every `.sol` file of the corpus commit (through the hardened git runner) into memory. */
export async function readCorpus(c: AccessCorpus, gitDir: string): Promise<Map<string, string>> {
  const roots = [...new Set(c.files.map((f) => f.split('/')[0] as string))];
  const list = await runGit(gitDir, ['ls-tree', '-r', '--name-only', c.commit, '--', ...roots]);
  const out = new Map<string, string>();
  const paths = list.split('\n').filter((p) => p.endsWith('.sol') && !/(^|\/)(test|mocks?)\//i.test(p));
  for (const p of paths) out.set(p, await runGit(gitDir, ['show', `${c.commit}:${p}`], { maxBuffer: 8 * 1024 * 1024 }));
  return out;
}
