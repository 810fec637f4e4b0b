import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpServerProcess } from '../../src/testing/spawn-http.js';
import { startExample } from './support/example.js';
import { rawRequest } from './support/raw-http.js';

let server: HttpServerProcess;
beforeAll(async () => {
  server = await startExample({ SEXTANT_REQUEST_TIMEOUT_S: '1' });
});
afterAll(() => server?.stop());

const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

describe('request limits', () => {
  it('answers a body over the 1 MiB default with a 413 the client reads (no reset), declared or streamed', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024, 'a');
    const declared = await rawRequest(server.url, { headers, body: big });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body).error.message).toMatch(/over 1048576 bytes/);
    const chunked = await rawRequest(server.url, {
      headers: { ...headers, 'transfer-encoding': 'chunked' },
      body: big,
    });
    expect(chunked.status).toBe(413);
    const viaFetch = await fetch(server.url, { method: 'POST', headers, body: big });
    expect(viaFetch.status).toBe(413);
  });

  it('drops a request whose body stalls, with 408, after the request timeout', async () => {
    const answer = await new Promise<string>((resolve) => {
      const { port } = new URL(server.url);
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 500000\r\n\r\n{"jsonrpc":`,
        );
      });
      let got = '';
      socket.on('data', (d: Buffer) => (got += d.toString()));
      socket.on('close', () => resolve(got));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
