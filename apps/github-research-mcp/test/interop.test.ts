import { startFakeGitHub } from '@sextant/github-source/testing';
import type { FakeGitHub } from '@sextant/github-source/testing';
import { exerciseInterop, interopClients, startHttpServer } from '@sextant/mcp-shell/testing';
import type { HttpServerProcess } from '@sextant/mcp-shell/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtServer, fakeEnv } from './support/setup.js';

// Both client generations (the 2025-era v1 SDK client, the v2 client negotiating 2026-07-28) over both transports,
// against a loopback GitHub.
let gh: FakeGitHub;
let http: HttpServerProcess;
let env: Record<string, string> = {};

beforeAll(async () => {
  gh = await startFakeGitHub();
  env = { ...fakeEnv(gh), LOG_LEVEL: 'warn' };
  http = await startHttpServer({ command: process.execPath, args: [builtServer()], env });
});
afterAll(async () => {
  await http?.stop();
  await gh?.close();
});

const clients = interopClients({
  command: process.execPath,
  args: [builtServer()],
  get env() {
    return env;
  },
  url: () => http.url,
});

describe.each(clients.map((c) => [c.label, c] as const))('github-research-mcp, %s', (_label, kind) => {
  it('lists and calls its tools (it reports no progress and asks the client for nothing)', async () => {
    const r = await exerciseInterop(kind, {
      call: { name: 'githubGetFileContent', args: { queries: [{ owner: 'acme', repo: 'ledger', path: 'README.md' }] } },
    });
    if (kind.era === '2026') expect(r.protocol).toBe('2026-07-28');
    expect(r.tools).toHaveLength(5);
    expect(r.call.isError).toBeFalsy();
    expect(JSON.stringify(r.call.structuredContent)).toContain('hasResults');
  }, 120_000); // spawned servers on a loaded machine
});
