import { createServer } from 'node:net';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { delimiter } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectHttp, connectStdio } from '@sextant/mcp-shell/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorld } from './support/world.js';
import type { World } from './support/world.js';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const serverArgs = ['--import', 'tsx', 'src/main.ts'];

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const fixtures = fileURLToPath(new URL('./fixtures/docs', import.meta.url));

/** One call of every tool, with arguments that succeed against the loopback world. */
function everyTool(world: World): [string, Record<string, unknown>][] {
  const { address, viewingKey, contractAddress, txs } = world.indexer.data;
  return [
    ['midnight_rpc_get_block', { height: 3 }],
    ['midnight_rpc_get_balance', { address }],
    ['midnight_rpc_get_transaction', { hash: txs[0]!.hash }],
    ['midnight_rpc_system_health', {}],
    ['midnight_rpc_chain_get_finalized_head', {}],
    ['midnight_indexer_search_transactions', { block_height: 3 }],
    ['midnight_indexer_get_account_history', { viewing_key: viewingKey }],
    ['midnight_indexer_search_events', { contract_address: contractAddress }],
    ['midnight_indexer_connect', { viewing_key: viewingKey }],
    ['midnight_analyze_address', { address }],
    ['midnight_verify_finality', { block_height: 2 }],
    ['midnight_monitor_network', { blocks: 5 }],
    ['templating_render_template', { template_id: 'compact-contract', values: { fileName: 'c' } }],
    ['templating_list_templates', {}],
    ['rag_ingest', { paths: [fixtures] }],
    ['rag_query', { query: 'DUST fees', rerank: true }],
    ['rerank', { query: 'NIGHT', documents: ['NIGHT token', 'other'] }],
  ];
}

async function exercise(client: Awaited<ReturnType<typeof connectStdio>>['client'], world: World) {
  const listed = await client.listTools();
  const calls = everyTool(world);
  expect(listed.tools.map((t) => t.name).sort()).toEqual(calls.map(([name]) => name).sort());
  for (const [name, args] of calls) {
    const res = await client.callTool({ name, arguments: args });
    expect({ name, isError: res.isError ?? false }).toEqual({ name, isError: false });
  }
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

describe('every tool over real transports against the loopback node and indexer', () => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld({ blocks: 12 });
  });
  afterAll(() => world?.close());

  it('stdio', async () => {
    const conn = await connectStdio({
      command: process.execPath,
      args: serverArgs,
      cwd: appDir,
      env: { ...world.env, SEXTANT_ROOTS: [world.tmp, fixtures].join(delimiter) },
    });
    try {
      await exercise(conn.client, world);
    } finally {
      await conn.close();
    }
  });

  it('Streamable HTTP', async () => {
    const port = await freePort();
    const child: ChildProcess = spawn(process.execPath, [...serverArgs, '--http', '--port', String(port)], {
      cwd: appDir,
      // The structured mode this test asserts on (a default server sends the text alone).
      env: {
        ...process.env,
        ...world.env,
        SEXTANT_ROOTS: [world.tmp, fixtures].join(delimiter),
        SEXTANT_STRUCTURED_CONTENT: 'on',
      },
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
