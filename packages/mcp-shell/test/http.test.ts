import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectHttp, decodeResultText } from '../src/testing.js';
import { builtExample } from './support/built.js';

let child: ChildProcess;
let url: string;

beforeAll(async () => {
  child = spawn(process.execPath, [builtExample(), '--http', '--port', '0'], { stdio: ['ignore', 'ignore', 'pipe'] });
  url = await new Promise<string>((resolve, reject) => {
    let err = '';
    child.stderr!.on('data', (d: Buffer) => {
      err += d.toString();
      const m = /listening on (http:\/\/\S+)/.exec(err);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${err}`)));
  });
});
afterAll(() => void child?.kill('SIGTERM'));

const data = (r: unknown) => decodeResultText((r as { content: { text: string }[] }).content[0]!.text);

describe('example server over Streamable HTTP', () => {
  it('serves several independent sessions with the same tools', async () => {
    const a = await connectHttp({ url });
    const b = await connectHttp({ url });
    expect((await a.client.listTools()).tools).toHaveLength(7);
    const res = await b.client.callTool({ name: 'echo', arguments: { text: 'over http' } });
    // A server started with the default environment: the text alone, which the model (and this test) decodes.
    expect(res).not.toHaveProperty('structuredContent');
    expect(data(res)).toEqual({ text: 'over http', length: 9 });
    const bad = await a.client.callTool({ name: 'count', arguments: { to: 'many' } });
    expect(bad.isError).toBe(true);
    await a.close();
    const still = await b.client.callTool({ name: 'echo', arguments: { text: 'b lives' } });
    expect(data(still)).toMatchObject({ text: 'b lives' });
    await b.close();
  });

  it('streams progress over HTTP', async () => {
    const c = await connectHttp({ url });
    const seen: number[] = [];
    await c.client.callTool({ name: 'count', arguments: { to: 3, delay_ms: 1 } }, undefined, {
      onprogress: (p) => seen.push(p.progress),
    });
    expect(seen).toEqual([1, 2, 3]);
    await c.close();
  });

  it('answers a session-less 2025 request statelessly, and an unknown session id with 404', async () => {
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const stateless = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'mcp-protocol-version': '2025-06-18' },
      body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
    });
    expect(stateless.status).toBe(200);
    expect(await stateless.text()).toContain('"echo"');
    const unknown = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'mcp-session-id': 'no-such-session' },
      body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
    });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toMatch(/initialize again/);
    const garbage = await fetch(url, { method: 'POST', headers, body: '{not json' });
    expect(garbage.status).toBe(400);
    const plain = await fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' });
    expect(plain.status).toBe(415);
    const health = await fetch(url.replace('/mcp', '/health'));
    expect(await health.json()).toEqual({ status: 'ok' });
  });

  it('shuts down cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
