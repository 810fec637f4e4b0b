import { createServer } from 'node:net';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { connectHttp, connectStdio } from '@sextant/mcp-shell/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorld } from './helpers/world.js';
import type { World } from './helpers/world.js';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const serverArgs = ['--import', 'tsx', 'src/main.ts'];

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

async function exercise(client: Awaited<ReturnType<typeof connectStdio>>['client'], world: World) {
  const listed = await client.listTools();
  expect(listed.tools.length).toBe(17);
  const head = await client.callTool({ name: 'midnight_rpc_chain_get_finalized_head', arguments: { format: 'json' } });
  expect(head.structuredContent).toMatchObject({ finalized: { number: world.node.chain.finalizedNumber() } });
  const balance = await client.callTool({
    name: 'midnight_rpc_get_balance',
    arguments: { address: world.indexer.data.address },
  });
  expect((balance.structuredContent as { balances: { atomic: string }[] }).balances[0]!.atomic).toBe(
    world.indexer.data.expectedNightBalance.toString(),
  );
  const missing = await client.callTool({ name: 'midnight_rpc_get_block', arguments: { height: 10_000 } });
  expect(missing.isError).toBe(true);
  expect((missing.content as { text: string }[])[0]!.text).toContain('BLOCK_NOT_FOUND');
}

describe('the server over real transports against the loopback node and indexer', () => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld({ blocks: 12 });
  });
  afterAll(() => world?.close());

  it('serves every tool over stdio', async () => {
    const conn = await connectStdio({
      command: process.execPath,
      args: serverArgs,
      cwd: appDir,
      env: { ...world.env, SEXTANT_ROOTS: world.tmp },
    });
    try {
      await exercise(conn.client, world);
    } finally {
      await conn.close();
    }
  });

  it('serves every tool over Streamable HTTP', async () => {
    const port = await freePort();
    const child: ChildProcess = spawn(process.execPath, [...serverArgs, '--http', '--port', String(port)], {
      cwd: appDir,
      env: { ...process.env, ...world.env, SEXTANT_ROOTS: world.tmp },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    try {
      let conn: Awaited<ReturnType<typeof connectHttp>> | undefined;
      for (let i = 0; i < 100 && !conn; i++) {
        conn = await connectHttp({ url: `http://127.0.0.1:${port}/mcp` }).catch(() => undefined);
        if (!conn) await new Promise((r) => setTimeout(r, 100));
      }
      expect(conn, `HTTP server did not come up: ${stderr}`).toBeDefined();
      await exercise(conn!.client, world);
      await conn!.close();
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('runs a tool once from the CLI', async () => {
    const child = spawn(
      process.execPath,
      [...serverArgs, 'midnight_analyze_address', world.indexer.data.address, '--format', 'json'],
      { cwd: appDir, env: { ...process.env, ...world.env } },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ kind: 'unshielded', network: 'undeployed' });
  });
});
