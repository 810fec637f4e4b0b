import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpServerProcess } from '../src/testing.js';
import { connectModernHttp, connectModernStdio, startHttpServer } from '../src/testing.js';
import { builtExample } from './support/built.js';

let http: HttpServerProcess;
beforeAll(async () => {
  http = await startHttpServer({ command: process.execPath, args: [builtExample()] });
});
afterAll(() => http?.stop());

const LOG_LEVEL = 'io.modelcontextprotocol/logLevel';
const connections = [
  ['stdio', () => connectModernStdio({ command: process.execPath, args: [builtExample()] })],
  ['HTTP', () => connectModernHttp({ url: http.url })],
] as const;

describe.each(connections)('2026-07-28 over %s', (transport, connect) => {
  it('discovers the server, and marks tools/list cacheable', async () => {
    const conn = await connect();
    try {
      expect(conn.client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
      const discovered = await conn.client.discover();
      expect(JSON.stringify(discovered)).toContain('sextant-example-mcp');
      const list = (await conn.client.listTools()) as { tools: unknown[]; ttlMs?: number; cacheScope?: string };
      expect(list.tools).toHaveLength(7);
      expect(list.ttlMs).toBeGreaterThan(0);
      // No authentication configured: every caller sees the same list. Authenticated callers get 'private'.
      expect(list.cacheScope).toBe('public');
    } finally {
      await conn.close();
    }
  });

  it('delivers resource updates on a subscriptions/listen stream', async () => {
    const conn = await connect();
    try {
      const updates: string[] = [];
      conn.client.setNotificationHandler('notifications/resources/updated', (n) => void updates.push(n.params.uri));
      await conn.client.listen({ resourceSubscriptions: ['example://notes/todo'] });
      await conn.client.callTool({ name: 'set_note', arguments: { name: 'todo', text: 'ship it' } });
      await conn.client.callTool({ name: 'set_note', arguments: { name: 'other', text: 'not watched' } });
      await expect.poll(() => updates).toEqual(['example://notes/todo']);
    } finally {
      await conn.close();
    }
  });

  it('sends log messages only for requests that ask for them in _meta, at that level, without stacks', async () => {
    const conn = await connect();
    try {
      const logs: { level: string; data: unknown }[] = [];
      conn.client.setNotificationHandler('notifications/message', (n) => void logs.push(n.params));
      await conn.client.callTool({ name: 'fail', arguments: { kind: 'crash' } });
      await conn.client.callTool({ name: 'fail', arguments: { kind: 'crash' }, _meta: { [LOG_LEVEL]: 'critical' } });
      await conn.client.callTool({ name: 'fail', arguments: { kind: 'crash' }, _meta: { [LOG_LEVEL]: 'warning' } });
      await expect.poll(() => logs.length).toBe(1);
      expect(logs[0]).toMatchObject({ level: 'error', data: expect.objectContaining({ msg: 'tool failed' }) });
      expect(JSON.stringify(logs)).not.toMatch(/"stack"/);
    } finally {
      await conn.close();
    }
  });
});

describe('2026-07-28 over raw HTTP', () => {
  const meta = {
    'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    'io.modelcontextprotocol/clientCapabilities': {},
    'io.modelcontextprotocol/clientInfo': { name: 'raw', version: '0' },
  };
  const post = (method: string, name: string) =>
    fetch(http.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2026-07-28',
        'mcp-method': method,
        'mcp-name': name,
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'echo', arguments: { text: 'hi' }, _meta: meta },
      }),
    });

  it('answers a stateless request whose Mcp-Method and Mcp-Name headers match its body, and rejects a mismatch', async () => {
    const ok = await post('tools/call', 'echo');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('mcp-session-id')).toBeNull();
    expect(await ok.json()).toMatchObject({ result: { structuredContent: { text: 'hi', length: 2 } } });
    const wrongMethod = await post('tools/list', 'echo');
    expect(wrongMethod.status).toBe(400);
    expect(await wrongMethod.json()).toMatchObject({ error: { code: -32020 } });
    const wrongName = await post('tools/call', 'other');
    expect(((await wrongName.json()) as { error: { message: string } }).error.message).toMatch(/Mcp-Name/);
  });
});
