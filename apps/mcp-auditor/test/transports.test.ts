import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { connectHttp, connectStdio } from '@sextant/mcp-shell/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entrypointRows, repoRoot, text } from './support.js';

const appDir = fileURLToPath(new URL('../', import.meta.url));
const main = `${appDir}dist/main.js`;
const env = { SEXTANT_ROOTS: repoRoot, LOG_LEVEL: 'warn' };

beforeAll(() => {
  // The transports run the built bin, as a client would.
  if (!existsSync(main)) execFileSync('npx', ['tsup'], { cwd: appDir, stdio: 'ignore' });
});

describe('mcp-auditor over real transports', () => {
  it('serves all three tools over stdio to the SDK client', async () => {
    const conn = await connectStdio({ command: process.execPath, args: [main], env, cwd: repoRoot });
    try {
      const { tools } = await conn.client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual(['callgraph', 'entrypoints', 'function_insights']);
      const res = await conn.client.callTool({
        name: 'function_insights',
        arguments: { paths: ['fixtures/contracts/Token.sol'], selector: { contract: 'Token', name: 'mint' } },
      });
      expect(res.structuredContent).toMatchObject({
        function: { state: { writes: ['totalSupply', 'balanceOf[to]', 'holders'] } },
      });
    } finally {
      await conn.close();
    }
  });

  describe('Streamable HTTP', () => {
    let child: ChildProcess;
    let url = '';
    beforeAll(async () => {
      child = spawn(process.execPath, [main, '--http', '--port', '0'], {
        cwd: repoRoot,
        // The structured mode this test asserts on (a default server sends the text alone).
        env: { ...process.env, ...env, SEXTANT_STRUCTURED_CONTENT: 'on' },
      });
      url = await new Promise<string>((resolve, reject) => {
        let err = '';
        child.stderr?.on('data', (d: Buffer) => {
          err += d.toString();
          const m = /listening on (\S+)/.exec(err);
          if (m?.[1]) resolve(m[1]);
        });
        child.once('exit', (code) => reject(new Error(`server exited ${code}: ${err}`)));
      });
    });
    afterAll(() => void child.kill('SIGTERM'));

    it('answers entrypoints and callgraph in TOON, errors with their type', async () => {
      const conn = await connectHttp({ url });
      try {
        const eps = await conn.client.callTool({
          name: 'entrypoints',
          arguments: { paths: ['fixtures/contracts'], contract: 'Vault' },
        });
        expect(text(eps)).toMatch(/contract: Vault\n\s+file: fixtures\/contracts\/Vault.sol[\s\S]*withdrawEth\(/);
        const cg = await conn.client.callTool({
          name: 'callgraph',
          arguments: { paths: ['fixtures/contracts/Vault.sol'] },
        });
        expect((cg.structuredContent as { edges: unknown[] }).edges.length).toBeGreaterThan(5);
        const bad = await conn.client.callTool({
          name: 'function_insights',
          arguments: { paths: ['fixtures/contracts/Vault.sol'], selector: { contract: 'Vault', name: 'nope' } },
        });
        expect(bad.isError).toBe(true);
        expect(text(bad)).toMatch(/code: function_not_found[\s\S]*type: not_found/);
      } finally {
        await conn.close();
      }
    });
  });

  it('runs as a CLI: entrypoints, insights and callgraph with --format', () => {
    const run = (...args: string[]) =>
      execFileSync(process.execPath, [main, ...args], {
        cwd: repoRoot,
        env: { ...process.env, ...env },
        encoding: 'utf8',
      });
    expect(run('entrypoints', 'fixtures/contracts', '--format', 'toon')).toMatch(/^contracts\[\d+\]:/);
    const insight = JSON.parse(
      run('insights', '--contract', 'Vault', '--function', 'sweep', 'fixtures/contracts/Vault.sol', '--format', 'json'),
    );
    expect(insight.function.calls.external).toEqual(['to.transfer (transfer)', 'to.send (send)']);
    expect(
      JSON.parse(run('callgraph', 'fixtures/contracts/Token.sol', '--format', 'json')).nodes.length,
    ).toBeGreaterThan(5);
    // --unguarded: state-changing entrypoints with no check on the caller
    const open = entrypointRows(
      JSON.parse(run('entrypoints', 'fixtures/contracts', '--unguarded', '--format', 'json')),
    );
    const names = open.map((e) => `${e.contract}.${e.name}`);
    expect(names).toContain('Token.transfer');
    expect(names).not.toContain('Token.mint');
    expect(open.every((e) => e.access.join() === 'none')).toBe(true);
  }, 120_000); // four CLI processes, each starting cold, on a loaded machine
});
