import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostOriginCheck } from '../../src/http-security/host-origin.js';
import { rawRequest } from './support/raw-http.js';

let url = '';
let port = 0;
let close: () => void;
let extra: { extraHosts?: string[]; extraOrigins?: string[]; host?: string } = {};

beforeAll(async () => {
  const http = createServer((req, res) => {
    const verdict = createHostOriginCheck({ port, ...extra })(req);
    res.writeHead(verdict.ok ? 200 : 403).end(JSON.stringify(verdict));
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', () => r()));
  port = (http.address() as AddressInfo).port;
  url = `http://127.0.0.1:${port}/mcp`;
  close = () => http.close();
});
afterAll(() => close());

const ask = async (headers: Record<string, string>) => {
  const r = await rawRequest(url, { headers });
  return { status: r.status, ...(JSON.parse(r.body) as { header?: string }) };
};

describe('Host and Origin checks (DNS rebinding)', () => {
  it('allows loopback names and addresses on the bound port, IPv6 included', async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`])
      expect((await ask({ host })).status, host).toBe(200);
    expect((await ask({ host: `localhost:${port}`, origin: `http://localhost:${port}` })).status).toBe(200);
    expect((await ask({ host: `[::1]:${port}`, origin: `http://[::1]:${port}` })).status).toBe(200);
  });

  it('refuses rebinding attempts, naming the header', async () => {
    const refusedHosts = [
      `attacker.example:${port}`,
      `localhost.attacker.example:${port}`,
      `127.0.0.1.nip.io:${port}`,
      `localhost:${port + 1}`,
      'localhost',
      `[::2]:${port}`,
      `0.0.0.0:${port}`,
    ];
    for (const host of refusedHosts) expect(await ask({ host }), host).toMatchObject({ status: 403, header: 'Host' });
    for (const origin of [
      `http://attacker.example:${port}`,
      `http://localhost.attacker.example:${port}`,
      `http://localhost:${port + 1}`,
      'null',
    ])
      expect(await ask({ host: `localhost:${port}`, origin }), origin).toMatchObject({ status: 403, header: 'Origin' });
  });

  it('SEXTANT_ALLOWED_HOSTS / _ORIGINS and a non-loopback --host extend the defaults', async () => {
    extra = {
      extraHosts: ['mcp.internal', 'gw.example:8443'],
      extraOrigins: ['https://app.example.com'],
      host: '10.1.2.3',
    };
    expect((await ask({ host: 'mcp.internal' })).status).toBe(200);
    expect((await ask({ host: 'gw.example:8443' })).status).toBe(200);
    expect((await ask({ host: 'gw.example:9999' })).status).toBe(403);
    expect((await ask({ host: `10.1.2.3:${port}` })).status).toBe(200);
    expect((await ask({ host: 'mcp.internal', origin: 'https://app.example.com' })).status).toBe(200);
    expect((await ask({ host: 'mcp.internal', origin: 'http://app.example.com' })).status).toBe(403);
    extra = {};
  });
});
