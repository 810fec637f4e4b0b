import { silentLogger } from '@sextant/core-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestIdentity } from '../../src/identity.js';
import { exampleServer } from '../support/example-server.js';
import { createSessionHub } from '../../src/session-hub.js';
import { connectHttp, connectModernHttp } from '../../src/testing.js';
import type { HttpHandle } from '../../src/transports/http.js';
import { serveHttp } from '../../src/transports/http.js';

let handle: HttpHandle;
const seenByHandler: (string | undefined)[] = [];

beforeAll(async () => {
  const hub = createSessionHub();
  const readOnly: RequestIdentity = {
    clientId: 'reader',
    authInfo: { token: 'not-a-real-token', clientId: 'reader', scopes: ['read'] },
    allows: (_name, annotations) => annotations?.readOnlyHint === true,
  };
  handle = await serveHttp(
    (era, identity) => {
      seenByHandler.push(identity?.clientId);
      return exampleServer('guard-test', hub, era, identity);
    },
    silentLogger,
    {
      port: 0,
      guard: async (req, res) => {
        if (req.headers['x-client'] === 'reader') return readOnly;
        if (req.headers['x-client'] === 'other') return { ...readOnly, clientId: 'other' };
        res.writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Bearer' }).end('{}');
        return undefined;
      },
    },
  );
});
afterAll(() => handle?.close());

describe('the HTTP guard hook', () => {
  it('lets the guard answer a request itself before anything is read or built', async () => {
    const before = seenByHandler.length;
    const res = await fetch(handle.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(seenByHandler.length).toBe(before);
  });

  it.each([
    ['2025 client', (url: string) => connectHttp({ url, headers: { 'x-client': 'reader' } })],
    ['v2 auto client', (url: string) => connectModernHttp({ url, headers: { 'x-client': 'reader' } })],
  ])('%s: hides tools the identity does not allow and answers a call to one with FORBIDDEN', async (_l, connect) => {
    const conn = await connect(handle.url);
    try {
      const names = (await conn.client.listTools()).tools.map((t) => t.name);
      expect(names).toContain('echo');
      expect(names).not.toContain('set_note');
      const denied = await conn.client.callTool({ name: 'set_note', arguments: { name: 'n', text: 't' } });
      expect(denied.isError).toBe(true);
      expect(JSON.stringify(denied.content)).toMatch(/FORBIDDEN[\s\S]*reader/);
      const ok = await conn.client.callTool({ name: 'echo', arguments: { text: 'ok' } });
      expect(ok.structuredContent).toMatchObject({ text: 'ok' });
      expect(seenByHandler).toContain('reader');
    } finally {
      await conn.close();
    }
  });

  it("keeps a 2025 session to the client that opened it: another client's request with its id gets 404", async () => {
    const conn = await connectHttp({ url: handle.url, headers: { 'x-client': 'reader' }, onSample: () => 'x' });
    try {
      const sessionId = (conn.client.transport as { sessionId?: string }).sessionId;
      expect(sessionId).toBeTruthy();
      const res = await fetch(handle.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-session-id': sessionId!,
          'mcp-protocol-version': '2025-06-18',
          'x-client': 'other',
        },
        body: '{"jsonrpc":"2.0","id":9,"method":"tools/list"}',
      });
      expect(res.status).toBe(404);
      expect((await conn.client.listTools()).tools.length).toBeGreaterThan(0);
    } finally {
      await conn.close();
    }
  });
});
