import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpServerProcess } from '../../src/testing/spawn-http.js';
import { connectLegacyWith, connectWith, startExample } from './support/example.js';
import { rawRequest } from './support/raw-http.js';

let v4: HttpServerProcess;
let v6: HttpServerProcess;
beforeAll(async () => {
  [v4, v6] = await Promise.all([startExample(), startExample({}, ['--host', '::1'])]);
});
afterAll(async () => {
  await Promise.all([v4?.stop(), v6?.stop()]);
});

const init = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '0' } },
});
const post = (url: string, headers: Record<string, string>) =>
  rawRequest(url, {
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: init,
  });

describe('Origin and Host validation over real HTTP (DNS rebinding)', () => {
  it('serves the official SDK clients on 127.0.0.1, localhost and [::1]', async () => {
    const port = new URL(v4.url).port;
    for (const url of [v4.url, `http://localhost:${port}/mcp`, v6.url]) {
      const client = await connectWith(url);
      expect((await client.callTool({ name: 'echo', arguments: { text: url } })).structuredContent).toMatchObject({
        text: url,
      });
      await client.close();
    }
    const legacy = await connectLegacyWith(v6.url, { origin: v6.url.replace('/mcp', '') });
    expect((await legacy.listTools()).tools.length).toBeGreaterThan(0);
    await legacy.close();
  });

  it('refuses rebinding Host headers with 403 and a JSON-RPC error naming Host', async () => {
    const port = new URL(v4.url).port;
    const hosts = [
      `attacker.example:${port}`,
      `localhost.attacker.example:${port}`,
      `127.0.0.1.attacker.example:${port}`,
      `localhost:${Number(port) + 1}`,
      `[::1]:${Number(port) + 1}`,
      `[::ffff:7f00:1]:${port}`,
    ];
    for (const host of hosts) {
      const res = await post(v4.url, { host });
      expect(res.status, host).toBe(403);
      expect(JSON.parse(res.body), host).toMatchObject({
        jsonrpc: '2.0',
        error: { message: expect.stringMatching(/^Host header/) },
      });
    }
  });

  it('refuses a foreign Origin (the exact request of the issue) and a foreign origin through the SDK client', async () => {
    const port = new URL(v4.url).port;
    const res = await post(v4.url, { host: `attacker.example:${port}`, origin: `http://attacker.example:${port}` });
    expect(res.status).toBe(403);
    const viaLoopback = await post(v4.url, { host: `127.0.0.1:${port}`, origin: `http://attacker.example:${port}` });
    expect(viaLoopback.status).toBe(403);
    expect(JSON.parse(viaLoopback.body).error.message).toMatch(/^Origin header/);
    const v6Res = await post(v6.url, { origin: 'http://localhost.attacker.example' });
    expect(v6Res.status).toBe(403);
    await expect(connectWith(v4.url, { origin: 'http://attacker.example' })).rejects.toThrow(/403|Origin/);
  });
});
