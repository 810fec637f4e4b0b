import { fileURLToPath } from 'node:url';
import { groupEntrypoints } from '@sextant/core-engine/analysis';
import { createAuditor } from '@sextant/language-adapters';
import type { TestConnection } from '@sextant/mcp-shell/testing';
import { connectInMemory } from '@sextant/mcp-shell/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createDeps } from '../src/deps.js';
import { projectOf } from '../src/sources.js';
import { tools } from '../src/tools/index.js';
import { data, entrypointRows } from './support.js';

// test/fixtures/foundry-project: foundry.toml remappings (@tokens/), lib/ dependencies (one with src/, one
// without), src/ with a mock, test/ and script/ importing `src/…` from the project root.
const fixtures = fileURLToPath(new URL('./fixtures', import.meta.url));
const library = createAuditor({ roots: [fixtures] });
let conn: TestConnection;
beforeAll(async () => {
  conn = await connectInMemory({
    tools,
    deps: createDeps(loadConfig({})),
    roots: [fixtures],
    format: 'json',
    structured: false,
  });
});
afterAll(async () => {
  await conn?.close();
  library.dispose();
});

const viaMcp = async (args: Record<string, unknown>) =>
  data(await conn.client.callTool({ name: 'entrypoints', arguments: args }));
const names = (rows: unknown) => (rows as { contract: string; name: string }[]).map((e) => `${e.contract}.${e.name}`);

describe('one loader: the library and the MCP tool read a Foundry project alike', () => {
  it('give identical entrypoints for the project folder, tests and scripts left out', async () => {
    const mcp = await viaMcp({ paths: ['foundry-project'] });
    const lib = entrypointRows({ contracts: groupEntrypoints(await library.entrypoints(['foundry-project'])) });
    expect(entrypointRows(mcp)).toEqual(lib);
    // what both found: remapped lib imports resolved, access through lib modifiers, no test, script or mock
    expect(mcp.unresolved_imports).toBeUndefined();
    expect(names(lib)).toEqual(
      expect.arrayContaining(['Vault.deposit', 'Vault.sweep', 'Vault.allow', 'Token.mint', 'Token.transfer']),
    );
    for (const skipped of ['VaultTest', 'Deploy', 'MockOracle'])
      expect(lib.map((e) => e.contract)).not.toContain(skipped);
    const sweep = lib.find((e) => e.contract === 'Vault' && e.name === 'sweep');
    expect(sweep?.access).toEqual(['allowlist']);
  });

  it('give the same project: kind, root, foundry.toml and automatic lib remappings, skipped count', async () => {
    const mcp = await viaMcp({ paths: ['foundry-project'] });
    const loaded = await library.loadProject({ paths: ['foundry-project'] }, { skipTests: true });
    expect({ project: mcp.project }).toEqual(projectOf(loaded));
    const { remappings, ...rest } = mcp.project as { remappings: string[] };
    expect(rest).toEqual({ kind: 'foundry', root: 'foundry-project', src: 'src', libs: ['lib'], skipped: 3 });
    expect(new Set(remappings)).toEqual(
      new Set([
        '@tokens/=foundry-project/lib/token-kit/contracts/',
        'auth-kit/=foundry-project/lib/auth-kit/src/',
        'token-kit/=foundry-project/lib/token-kit/',
      ]),
    );
  });

  it('agree with tests included, and on a lib folder given directly (its test/ left out)', async () => {
    const all = await viaMcp({ paths: ['foundry-project'], include_tests: true });
    const libAll = groupEntrypoints(await library.entrypoints(['foundry-project'], { includeTests: true }));
    expect(all.contracts).toEqual(libAll);
    expect(names(entrypointRows(all))).toEqual(
      expect.arrayContaining(['VaultTest.testDeposit', 'Deploy.run', 'MockOracle.setPrice']),
    );
    const kit = await viaMcp({ paths: ['foundry-project/lib/token-kit'] });
    const libKit = groupEntrypoints(await library.entrypoints(['foundry-project/lib/token-kit']));
    expect(kit.contracts).toEqual(libKit);
    expect(names(entrypointRows(kit))).toContain('ERC20.transfer');
    expect(names(entrypointRows(kit))).not.toContain('ERC20Test.testTransfer');
    expect(kit.project).toMatchObject({ root: 'foundry-project', skipped: 1 });
  });
});
