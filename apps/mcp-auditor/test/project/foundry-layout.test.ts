import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestConnection } from '@sextant/mcp-shell/testing';
import { connectInMemory } from '@sextant/mcp-shell/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createDeps } from '../../src/deps.js';
import { tools } from '../../src/tools/index.js';
import type { EntrypointRow } from '../support.js';
import { data, entrypointRows, text } from '../support.js';
import { buildFoundryProject } from './foundry-fixture.js';

type Row = EntrypointRow;

let root: string;
let conn: TestConnection;
beforeAll(async () => {
  root = buildFoundryProject();
  conn = await connectInMemory({
    tools,
    deps: createDeps(loadConfig({})),
    roots: [root],
    format: 'json',
    structured: false,
  });
}, 60_000);
afterAll(async () => {
  await conn?.close();
  rmSync(root, { recursive: true, force: true });
});

const call = (name: string, args: Record<string, unknown>) => conn.client.callTool({ name, arguments: args });
const rows = async (args: Record<string, unknown>) =>
  entrypointRows(data(await call('entrypoints', { paths: ['proj'], ...args })));
const OZ5 = 'proj/lib/openzeppelin-contracts/contracts';

describe('a Foundry project made of npm packages (OpenZeppelin 5 and 4, solmate in lib/)', () => {
  it('finds the root and remappings (foundry.toml, remappings.txt, libs), and says which were used', async () => {
    const res = data(await call('entrypoints', { paths: ['proj'] }));
    expect(res.project).toMatchObject({ kind: 'foundry', root: 'proj', src: 'src', libs: ['lib'] });
    expect((res.project as { remappings: string[] }).remappings).toEqual(
      expect.arrayContaining([
        '@openzeppelin/contracts/=proj/lib/openzeppelin-contracts/contracts/',
        '@openzeppelin/contracts-v4/=proj/lib/openzeppelin-contracts-v4/contracts/',
        'solmate/=proj/lib/solmate/src/',
      ]),
    );
    expect(res.unresolved_imports).toBeUndefined();
  }, 120_000);

  it('leaves out test/, script/ and mocks by default; include_tests brings them back', async () => {
    const contracts = (r: Row[]) => new Set(r.map((e) => e.contract));
    const dflt = contracts(await rows({}));
    for (const c of ['Vault', 'Token5', 'Legacy4', 'MyWeth']) expect(dflt).toContain(c);
    for (const c of ['VaultTest', 'Deploy', 'MockToken']) expect(dflt).not.toContain(c);
    // a test file named one by one is listed
    const named = entrypointRows(data(await call('entrypoints', { paths: ['proj/test/Vault.t.sol'] })));
    expect(contracts(named)).toContain('VaultTest');
    const all = contracts(await rows({ include_tests: true }));
    for (const c of ['VaultTest', 'Deploy', 'MockToken']) expect(all).toContain(c);
    // a lib folder given directly: its test/ folder is left out too
    const lib = data(await call('entrypoints', { paths: ['proj/lib/solmate/src'], include_abstract: true }));
    expect(entrypointRows(lib).some((e) => e.file.includes('/test/'))).toBe(false);
    expect(lib.project).toMatchObject({ root: 'proj', skipped: expect.any(Number) });
  }, 120_000);

  it('keeps the three ERC20s apart: each contract gets its own bases through its own imports', async () => {
    const eps = await rows({});
    const of = (c: string) => eps.filter((e) => e.contract === c).map((e) => e.name);
    // solmate's WETH imports ./ERC20.sol: permit, not OpenZeppelin's increaseAllowance
    expect(of('MyWeth')).toEqual(expect.arrayContaining(['deposit', 'withdraw', 'permit', 'transfer']));
    expect(of('MyWeth')).not.toContain('increaseAllowance');
    // OpenZeppelin 4's concrete ERC20 (through `import "…" as OZ4` and `OZ4.ERC20`): increaseAllowance, no permit
    expect(of('Legacy4')).toEqual(expect.arrayContaining(['increaseAllowance', 'transferOwnership', 'mint']));
    expect(of('Legacy4')).not.toContain('permit');
    expect(of('Token5')).not.toContain('increaseAllowance');
    expect(of('Token5')).not.toContain('permit');
    const erc20 = eps.filter((e) => e.contract === 'ERC20');
    expect(new Set(erc20.map((e) => e.contract_file))).toEqual(
      new Set(['proj/lib/openzeppelin-contracts-v4/contracts/token/ERC20/ERC20.sol']),
    );
    expect(erc20.map((e) => e.name)).not.toContain('permit');
  }, 120_000);

  it('a same-named contract without selector.file is ambiguous_contract listing the files; file picks one', async () => {
    const res = await call('function_insights', { paths: ['proj'], selector: { contract: 'ERC20', name: 'transfer' } });
    expect(res.isError).toBe(true);
    expect(text(res)).toMatch(/ambiguous_contract/);
    for (const f of [
      'lib/solmate/src/tokens/ERC20.sol',
      'lib/openzeppelin-contracts-v4/',
      'lib/openzeppelin-contracts/',
    ])
      expect(text(res)).toContain(f);
    const one = data(
      await call('function_insights', {
        paths: ['proj'],
        selector: { file: 'lib/solmate/src/tokens/ERC20.sol', contract: 'ERC20', name: 'transfer' },
      }),
    ).function as { contract_file: string; state: { writes: string[] } };
    expect(one.contract_file).toBe('proj/lib/solmate/src/tokens/ERC20.sol');
    expect(one.state.writes).toContain('balanceOf[msg.sender]');
  }, 120_000);

  it('selector.file absolute, relative to the root and relative to the analysed folder all match the same file', async () => {
    const forms = [
      join(root, `${OZ5}/access/AccessControl.sol`),
      `${OZ5}/access/AccessControl.sol`,
      'lib/openzeppelin-contracts/contracts/access/AccessControl.sol',
    ];
    for (const file of forms) {
      const res = await call('function_insights', {
        paths: ['proj'],
        selector: { file, contract: 'AccessControl', name: 'grantRole' },
      });
      const f = data(res).function as { contract_file: string; calls: { internal: string[] } };
      expect(f.contract_file, file).toBe(`${OZ5}/access/AccessControl.sol`);
      // an internal call in a modifier argument: onlyRole(getRoleAdmin(role))
      expect(f.calls.internal, file).toContain('AccessControl.getRoleAdmin');
    }
    // the form: an absolute folder and an absolute file
    const abs = data(
      await call('function_insights', {
        paths: [join(root, 'proj')],
        selector: {
          file: join(root, `${OZ5}/access/AccessControl.sol`),
          contract: 'AccessControl',
          name: 'supportsInterface',
        },
      }),
    ).function as { contract_file: string; name: string };
    expect(abs).toMatchObject({ contract_file: `${OZ5}/access/AccessControl.sol`, name: 'supportsInterface' });
    const outside = await call('function_insights', {
      paths: ['proj'],
      selector: { file: '/etc/passwd', contract: 'AccessControl', name: 'grantRole' },
    });
    expect(outside.isError).toBe(true);
    expect(text(outside)).toMatch(/FORBIDDEN|outside the allowed roots/);
  }, 120_000);

  it('matches signatures written the compiler way: contract/struct keywords, data locations', async () => {
    const sig = async (contract: string, name: string, signature: string) =>
      (
        data(await call('function_insights', { paths: ['proj/src'], selector: { contract, name, signature } }))
          .function as { signature: string }
      ).signature;
    expect(await sig('Vault', 'setAuthority', 'setAuthority(contract Authority)')).toBe('setAuthority(Authority)');
    expect(await sig('Vault', 'initReserves', 'initReserves(struct ConfiguratorInputTypes.InitReserveInput[])')).toBe(
      'initReserves(ConfiguratorInputTypes.InitReserveInput[])',
    );
    expect(
      await sig('Vault', 'initReserves', 'initReserves(ConfiguratorInputTypes.InitReserveInput[] calldata input)'),
    ).toBe('initReserves(ConfiguratorInputTypes.InitReserveInput[])');
    expect(await sig('Token5', 'approve', 'approve(address spender, uint value)')).toBe('approve(address,uint256)');
  }, 120_000);

  it('access: guard kinds through modifiers and internal calls; unguarded lists the open state-changing entrypoints', async () => {
    const eps = await rows({ contract: 'Vault' });
    const at = (c: string, n: string, list = eps) => list.find((e) => e.contract === c && e.name === n) as Row;
    // requiresAuth -> isAuthorized(msg.sender, …): the authority's canCall, or the owner
    expect(at('Vault', 'initReserves').access).toEqual(['role', 'owner']);
    expect(at('Vault', 'initReserves').guards[0]).toMatch(/via modifier requiresAuth/);
    expect(at('Vault', 'deposit').access).toEqual(['none']);
    expect(at('Vault', 'sweep').access).toEqual(['self-only']);
    expect(at('Vault', 'setAuthority').access).toEqual(expect.arrayContaining(['owner', 'role']));
    // each guard names its condition and a real line, also where the condition spans lines; a question put to
    // another contract names it (`role Authority.canCall: …`)
    for (const e of eps)
      for (const g of e.guards) expect(g).toMatch(/^[a-z-]+( \w+\.\w+)?: \S.* @proj\/\S+:[1-9]\d*( via |$)/);
    const all = await rows({});
    expect(at('Token5', 'mint', all).access).toEqual(['role']);
    expect(at('Legacy4', 'mint', all).access).toEqual(['owner']);
    const open = (await rows({ unguarded: true })).map((e) => `${e.contract}.${e.name}`);
    expect(open).toEqual(expect.arrayContaining(['Vault.deposit', 'MyWeth.deposit', 'Token5.transfer']));
    for (const g of ['Vault.initReserves', 'Vault.sweep', 'Token5.mint', 'Legacy4.mint', 'Token5.grantRole'])
      expect(open).not.toContain(g);
  }, 120_000);
});
