import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { exerciseInterop, interopClients, startHttpServer } from '@sextant/mcp-shell/testing';
import type { HttpServerProcess } from '@sextant/mcp-shell/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './support.js';

// Both client generations (the 2025-era v1 SDK client, the v2 client negotiating 2026-07-28) over both transports.
const appDir = fileURLToPath(new URL('../', import.meta.url));
const main = `${appDir}dist/main.js`;
const env = { SEXTANT_ROOTS: repoRoot, LOG_LEVEL: 'warn' };
let http: HttpServerProcess;

beforeAll(async () => {
  if (!existsSync(main)) execFileSync('npx', ['tsup'], { cwd: appDir, stdio: 'ignore' });
  http = await startHttpServer({ command: process.execPath, args: [main], env, cwd: repoRoot });
});
afterAll(() => http?.stop());

const clients = interopClients({ command: process.execPath, args: [main], env, cwd: repoRoot, url: () => http.url });

describe.each(clients.map((c) => [c.label, c] as const))('mcp-auditor, %s', (_label, kind) => {
  it('lists, calls, reports progress and cancels (the auditor asks the client for nothing)', async () => {
    const r = await exerciseInterop(kind, {
      call: {
        name: 'function_insights',
        args: { paths: ['fixtures/contracts/Token.sol'], selector: { contract: 'Token', name: 'mint' } },
      },
      progress: { name: 'entrypoints', args: { paths: ['fixtures/contracts'], contract: 'Vault' } },
    });
    if (kind.era === '2026') expect(r.protocol).toBe('2026-07-28');
    expect([...r.tools].sort()).toEqual(['callgraph', 'entrypoints', 'function_insights']);
    expect(r.call.structuredContent).toMatchObject({
      function: { state: { writes: expect.arrayContaining(['holders']) } },
    });
    expect(JSON.stringify(r.progress!.result.content)).toContain('withdrawEth');
    expect(r.progress!.seen).toEqual([0, 1]);
    expect(r.progress!.cancelled).toBe(true);
    expect(r.progress!.afterCancel.isError).toBeFalsy();
  }, 120_000); // spawned servers on a loaded machine
});
