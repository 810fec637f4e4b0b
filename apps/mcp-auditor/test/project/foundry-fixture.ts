import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const pkg = (name: string) => dirname(require.resolve(`${name}/package.json`));
// compiled artifacts are not sources
const solOnly = (src: string) => !/[/\\]build([/\\]|$)/.test(src);

const write = (root: string, path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};

const SPDX = '// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\n';

/**
 * A real Foundry layout built from npm packages in a temp dir: lib/ holds OpenZeppelin 5 and 4 and solmate
 * (three `ERC20`s), src/ the project's contracts, plus test/, script/ and a mock that entrypoints leave out.
 * Returns the allowed root (the temp dir); the project is its `proj/` folder.
 */
export function buildFoundryProject(): string {
  const root = mkdtempSync(join(tmpdir(), 'auditor-foundry-'));
  const proj = join(root, 'proj');
  const copy = (from: string, to: string) => cpSync(from, join(proj, to), { recursive: true, filter: solOnly });
  copy(pkg('@openzeppelin/contracts'), 'lib/openzeppelin-contracts/contracts');
  copy(pkg('@openzeppelin/contracts-v4'), 'lib/openzeppelin-contracts-v4/contracts');
  copy(join(pkg('solmate'), 'src'), 'lib/solmate/src');
  write(
    proj,
    'foundry.toml',
    [
      '[profile.default]',
      'src = "src"',
      'out = "out"',
      'libs = ["lib"]',
      'remappings = [',
      '  "@openzeppelin/contracts/=lib/openzeppelin-contracts/contracts/",',
      '  "@openzeppelin/contracts-v4/=lib/openzeppelin-contracts-v4/contracts/",',
      ']',
      '',
    ].join('\n'),
  );
  write(proj, 'remappings.txt', 'solmate/=lib/solmate/src/\n');
  write(
    proj,
    'src/Vault.sol',
    `${SPDX}import {Auth, Authority} from "solmate/auth/Auth.sol";

library ConfiguratorInputTypes {
    struct InitReserveInput {
        address asset;
    }
}

contract Vault is Auth {
    uint256 public total;
    address[] public reserves;

    constructor() Auth(msg.sender, Authority(address(0))) {}

    function initReserves(ConfiguratorInputTypes.InitReserveInput[] calldata input) external requiresAuth {
        for (uint256 i = 0; i < input.length; i++) reserves.push(input[i].asset);
    }

    function deposit() external {
        total += 1;
    }

    function sweep() external {
        if (msg.sender != address(this)) revert("self only");
        total = 0;
    }
}
`,
  );
  write(
    proj,
    'src/Token5.sol',
    `${SPDX}import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";

contract Token5 is ERC20, AccessControl {
    bytes32 public constant MINTER = keccak256("MINTER");

    constructor() ERC20("Five", "FIVE") {
        _grantRole(DEFAULT_ADMIN_ROLE, msg.sender);
    }

    function mint(address to, uint256 amount) external onlyRole(MINTER) {
        _mint(to, amount);
    }
}
`,
  );
  write(
    proj,
    'src/Legacy4.sol',
    `${SPDX}import "@openzeppelin/contracts-v4/token/ERC20/ERC20.sol" as OZ4;
import {Ownable as Owned4} from "@openzeppelin/contracts-v4/access/Ownable.sol";

contract Legacy4 is OZ4.ERC20, Owned4 {
    constructor() OZ4.ERC20("Four", "FOUR") {}

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
`,
  );
  write(proj, 'src/MyWeth.sol', `${SPDX}import {WETH} from "solmate/tokens/WETH.sol";\n\ncontract MyWeth is WETH {}\n`);
  write(proj, 'src/mocks/MockToken.sol', `${SPDX}contract MockToken {\n    function mint() external {}\n}\n`);
  write(
    proj,
    'test/Vault.t.sol',
    `${SPDX}import {Vault} from "src/Vault.sol";\n\ncontract VaultTest {\n    function testDeposit() public {\n        new Vault().deposit();\n    }\n}\n`,
  );
  write(proj, 'script/Deploy.s.sol', `${SPDX}contract Deploy {\n    function run() external {}\n}\n`);
  return root;
}
