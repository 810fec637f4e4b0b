import { delimiter } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exerciseInterop, interopClients, startHttpServer } from '@sextant/mcp-shell/testing';
import type { HttpServerProcess } from '@sextant/mcp-shell/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorld } from './support/world.js';
import type { World } from './support/world.js';

// Both client generations (the 2025-era v1 SDK client, the v2 client negotiating 2026-07-28) over both transports,
// against the loopback node and indexer.
const appDir = fileURLToPath(new URL('..', import.meta.url));
const serverArgs = ['--import', 'tsx', 'src/main.ts'];
const fixtures = fileURLToPath(new URL('./fixtures/docs', import.meta.url));
let world: World;
let http: HttpServerProcess;
let env: Record<string, string> = {};

beforeAll(async () => {
  world = await startWorld({ blocks: 12 });
  env = { ...world.env, SEXTANT_ROOTS: [world.tmp, fixtures].join(delimiter), LOG_LEVEL: 'warn' };
  http = await startHttpServer({ command: process.execPath, args: serverArgs, env, cwd: appDir });
});
afterAll(async () => {
  await http?.stop();
  await world?.close();
});

const clients = interopClients({
  command: process.execPath,
  args: serverArgs,
  cwd: appDir,
  get env() {
    return env;
  },
  url: () => http.url,
});

describe.each(clients.map((c) => [c.label, c] as const))('midnight-chain-mcp, %s', (_label, kind) => {
  it('lists, calls, reports progress and cancels (it asks the client for nothing)', async () => {
    const r = await exerciseInterop(kind, {
      call: { name: 'midnight_rpc_get_block', args: { height: 3 } },
      progress: { name: 'rag_ingest', args: { paths: [fixtures] } },
    });
    if (kind.era === '2026') expect(r.protocol).toBe('2026-07-28');
    expect(r.tools).toEqual(expect.arrayContaining(['midnight_rpc_get_block', 'rag_ingest']));
    expect(r.call.isError).toBeFalsy();
    expect(r.progress!.result.isError).toBeFalsy();
    expect(r.progress!.seen.length).toBeGreaterThan(0);
    expect(r.progress!.cancelled).toBe(true);
    expect(r.progress!.afterCancel.isError).toBeFalsy();
  }, 120_000); // spawned servers on a loaded machine
});
