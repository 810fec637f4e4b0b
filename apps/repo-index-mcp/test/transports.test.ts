import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectHttp, connectStdio } from '@sextant/mcp-shell/testing';
import type { TestConnection } from '@sextant/mcp-shell/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtServer } from './support/built.js';
import { makeRepo } from './support/fixture-repo.js';

const base = mkdtempSync(join(tmpdir(), 'ri-transport-'));
const repo = makeRepo(undefined, base);
const env = { SEXTANT_DATA_DIR: join(base, 'data'), SEXTANT_ROOTS: base, OUTPUT_FORMAT: 'json' };
let http: ChildProcess;
let url = '';

beforeAll(async () => {
  const entry = builtServer();
  http = spawn(process.execPath, [entry, '--http', '--port', '0'], {
    // The structured mode this test asserts on (a default server sends the text alone).
    env: { ...process.env, ...env, SEXTANT_STRUCTURED_CONTENT: 'on' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  url = await new Promise<string>((resolve, reject) => {
    let err = '';
    http.stderr!.on('data', (d: Buffer) => {
      err += d.toString();
      const m = /listening on (http:\/\/\S+)/.exec(err);
      if (m) resolve(m[1]!);
    });
    http.once('exit', (code) => reject(new Error(`server exited ${code}: ${err}`)));
  });
});
afterAll(() => {
  http?.kill('SIGTERM');
  rmSync(base, { recursive: true, force: true });
});

async function tour(conn: TestConnection) {
  const { client } = conn;
  const ensured = await client.callTool({ name: 'ensure_repo_index', arguments: { path: repo.root } });
  const { index_id } = ensured.structuredContent as { index_id: string };
  const search = await client.callTool({ name: 'search_repo', arguments: { index_id, query: 'loadConfig', k: 2 } });
  const ask = await client.callTool({
    name: 'ask_index',
    arguments: { index_id, question: 'where is the port validated?' },
  });
  const manifest = await client.readResource({ uri: `repo-index://manifest/${index_id}` });
  return { ensured, search, ask, manifest: JSON.parse((manifest.contents[0] as { text: string }).text) };
}

describe('repo-index-mcp over real transports (built server)', () => {
  it('works over stdio with the official SDK client', async () => {
    const conn = await connectStdio({ command: process.execPath, args: [builtServer()], env });
    const r = await tour(conn);
    expect(r.ensured.structuredContent).toMatchObject({ status: expect.stringMatching(/created|up_to_date/) });
    expect((r.search.structuredContent as { results: { symbol?: string }[] }).results[0]!.symbol).toBe('loadConfig');
    expect(r.ask.structuredContent).toMatchObject({
      mode: 'extractive',
      citations: expect.arrayContaining([expect.objectContaining({ path: 'src/config.ts' })]),
    });
    expect(r.manifest.counts.files).toBe(4);
    await conn.close();
  });

  it('works over Streamable HTTP', async () => {
    const conn = await connectHttp({ url });
    const r = await tour(conn);
    expect((r.search.structuredContent as { results: { path: string }[] }).results[0]!.path).toBe('src/config.ts');
    expect(r.manifest.languages).toMatchObject({ typescript: 2, python: 1 });
    await conn.close();
  });
});
