import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { TestConnection } from '@sextant/mcp-shell/testing';
import { connectInMemory } from '@sextant/mcp-shell/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createDeps } from '../../src/deps.js';
import { tools } from '../../src/tools/index.js';
import { data, entrypointRows } from '../support.js';

const require = createRequire(import.meta.url);
let root: string;
let conn: TestConnection;

beforeAll(async () => {
  // a Hardhat project: hardhat.config.js, contracts/, and OpenZeppelin 5 installed in node_modules
  root = mkdtempSync(join(tmpdir(), 'auditor-hardhat-'));
  const proj = join(root, 'hh');
  const oz = dirname(require.resolve('@openzeppelin/contracts/package.json'));
  cpSync(oz, join(proj, 'node_modules/@openzeppelin/contracts'), {
    recursive: true,
    filter: (p) => !/[/\\]build([/\\]|$)/.test(p),
  });
  writeFileSync(join(proj, 'hardhat.config.js'), 'module.exports = { solidity: "0.8.24" };\n');
  mkdirSync(join(proj, 'contracts'), { recursive: true });
  writeFileSync(
    join(proj, 'contracts/Box.sol'),
    `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

contract Box is Ownable {
    uint256 private value;

    constructor() Ownable(msg.sender) {}

    function store(uint256 v) external onlyOwner {
        value = v;
    }

    function poke() external {
        value += 1;
    }
}
`,
  );
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

describe('a Hardhat project', () => {
  it('is detected, and its imports resolve through node_modules', async () => {
    const res = data(await conn.client.callTool({ name: 'entrypoints', arguments: { paths: ['hh/contracts'] } }));
    expect(res.project).toMatchObject({ kind: 'hardhat', root: 'hh' });
    expect(res.unresolved_imports).toBeUndefined();
    const eps = entrypointRows(res);
    const box = eps.filter((e) => e.contract === 'Box');
    expect(box.find((e) => e.name === 'transferOwnership')).toMatchObject({
      declared_in: 'Ownable',
      access: ['owner'],
    });
    expect(box.find((e) => e.name === 'store')?.access).toEqual(['owner']);
    expect(box.find((e) => e.name === 'poke')?.access).toEqual(['none']);
  }, 120_000);
});
