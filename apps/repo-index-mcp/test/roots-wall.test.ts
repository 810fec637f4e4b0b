import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectHttp, connectStdio, startHttpServer } from '@sextant/mcp-shell/testing';
import type { HttpServerProcess, TestConnection, TestClientOptions } from '@sextant/mcp-shell/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtServer } from './support/built.js';
import { makeRepo } from './support/fixture-repo.js';

// Issue 15 #1: a client announcing `file:///` as its root must not widen SEXTANT_ROOTS.
const base = mkdtempSync(join(tmpdir(), 'ri-roots-'));
const allowed = join(base, 'allowed');
mkdirSync(allowed);
const outside = makeRepo(undefined, mkdtempSync(join(base, 'outside-')));
const env = { SEXTANT_DATA_DIR: join(base, 'data'), SEXTANT_ROOTS: allowed, OUTPUT_FORMAT: 'json', LOG_LEVEL: 'warn' };
let http: HttpServerProcess;

beforeAll(async () => {
  http = await startHttpServer({ command: process.execPath, args: [builtServer()], env });
});
afterAll(async () => {
  await http?.stop();
  rmSync(base, { recursive: true, force: true });
});

const connects: [string, (o: TestClientOptions) => Promise<TestConnection>][] = [
  ['stdio', (o) => connectStdio({ command: process.execPath, args: [builtServer()], env, stderr: 'ignore', ...o })],
  ['HTTP (sessionful 2025 lane)', (o) => connectHttp({ url: http.url, ...o })],
];

describe.each(connects)('issue 15 #1 client roots only narrow, over %s', (_label, connect) => {
  it('refuses ensure_repo_index outside SEXTANT_ROOTS even when the client declares file:///', async () => {
    let asked = 0;
    const conn = await connect({ roots: ['file:///'], onRootsListed: () => void asked++ });
    const res = await conn.client.callTool({ name: 'ensure_repo_index', arguments: { path: outside.root } });
    expect(asked).toBeGreaterThan(0);
    expect(res.isError).toBe(true);
    expect(JSON.stringify(res.content)).toContain('FORBIDDEN');
    await conn.close();
  });
});
