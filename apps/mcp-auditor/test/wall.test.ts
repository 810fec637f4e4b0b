import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectStdio } from '@sextant/mcp-shell/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Issue 15 row #7 against the built mcp-auditor over real stdio, SEXTANT_ROOTS set to one folder.
const appDir = fileURLToPath(new URL('../', import.meta.url));
const main = `${appDir}dist/main.js`;
const base = mkdtempSync(join(tmpdir(), 'au-wall-'));
const root = join(base, 'root');
const outside = join(base, 'outside');
mkdirSync(join(root, 'loop'), { recursive: true });
mkdirSync(outside);

beforeAll(() => {
  if (!existsSync(main)) execFileSync('npx', ['tsup'], { cwd: appDir, stdio: 'ignore' });
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('issue 15: mcp-auditor over stdio', () => {
  it('#7 a symlink loop in an auditor scan ends, and links outside the roots are not read', async () => {
    writeFileSync(
      join(root, 'loop/Vault.sol'),
      'pragma solidity ^0.8.0;\ncontract Vault {\n  function withdraw() external {}\n}\n',
    );
    writeFileSync(
      join(outside, 'Secret.sol'),
      'pragma solidity ^0.8.0;\ncontract OutsideSecret {\n  function leak() external {}\n}\n',
    );
    symlinkSync('.', join(root, 'loop/a'));
    symlinkSync('.', join(root, 'loop/b'));
    symlinkSync(outside, join(root, 'loop/out'));
    const conn = await connectStdio({
      command: process.execPath,
      args: [main],
      env: { SEXTANT_ROOTS: root, LOG_LEVEL: 'warn', OUTPUT_FORMAT: 'json' },
      cwd: root,
    });
    try {
      const res = await conn.client.callTool({ name: 'entrypoints', arguments: { paths: ['loop'] } });
      expect(res.isError).toBeFalsy();
      const text = JSON.stringify(res.structuredContent);
      expect(text).toContain('withdraw');
      expect(text).not.toContain('OutsideSecret');
    } finally {
      await conn.close();
    }
  });
});
