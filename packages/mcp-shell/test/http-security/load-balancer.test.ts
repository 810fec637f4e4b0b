import { createServer, request } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpServerProcess } from '../../src/testing/spawn-http.js';
import { connectWith, startExample } from './support/example.js';

let a: HttpServerProcess;
let b: HttpServerProcess;
let proxy: Server;
let proxyUrl = '';
const seen = new Map<string, number>();

/** A tiny round-robin reverse proxy: each request goes to the next instance, keeping the client's Host. */
function roundRobin(targets: readonly string[]): Server {
  let next = 0;
  return createServer((req, res) => {
    const target = new URL(targets[next++ % targets.length]!);
    seen.set(target.port, (seen.get(target.port) ?? 0) + 1);
    const upstream = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
}

beforeAll(async () => {
  const targets: string[] = [];
  proxy = roundRobin(targets);
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', () => r()));
  const port = (proxy.address() as AddressInfo).port;
  proxyUrl = `http://127.0.0.1:${port}/mcp`;
  // The instances accept the proxy's public host name, as SEXTANT_ALLOWED_HOSTS says.
  const env = { SEXTANT_ALLOWED_HOSTS: `127.0.0.1:${port}` };
  [a, b] = await Promise.all([startExample(env), startExample(env)]);
  targets.push(a.url, b.url);
});
afterAll(async () => {
  proxy?.close();
  await Promise.all([a?.stop(), b?.stop()]);
});

describe('two stateless instances behind a round-robin load balancer', () => {
  it('serves an SDK client whose requests land on both instances', async () => {
    const client = await connectWith(proxyUrl);
    expect((await client.listTools()).tools.map((t) => t.name)).toContain('echo');
    for (let i = 0; i < 4; i++) {
      const r = await client.callTool({ name: 'echo', arguments: { text: `call ${i}` } });
      expect(r.structuredContent).toMatchObject({ text: `call ${i}` });
    }
    const progress: number[] = [];
    await client.callTool(
      { name: 'count', arguments: { to: 3, delay_ms: 1 } },
      { onprogress: (p) => progress.push(p.progress) },
    );
    expect(progress).toEqual([1, 2, 3]);
    await client.close();
    expect([...seen.keys()].sort()).toEqual([new URL(a.url).port, new URL(b.url).port].sort());
  });
});
