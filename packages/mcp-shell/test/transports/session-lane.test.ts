import { LoggingMessageNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { silentLogger } from '@sextant/core-engine';
import { afterEach, describe, expect, it } from 'vitest';
import { exampleServer } from '../support/example-server.js';
import { createSessionHub } from '../../src/session-hub.js';
import { connectHttp, connectModernHttp } from '../../src/testing.js';
import type { HttpHandle } from '../../src/transports/http.js';
import { serveHttp } from '../../src/transports/http.js';
import type { HttpOptions } from '../../src/transports/http-options.js';

const onSample = () => 'sampled';
let handle: HttpHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

/** The example server in process, with a hub that counts live server objects. */
async function start(opts: HttpOptions = {}) {
  const hub = createSessionHub();
  let made = 0;
  const make = (era?: 'legacy' | 'modern') => {
    made++;
    return exampleServer('lane-test', hub, era);
  };
  handle = await serveHttp(make, silentLogger, { port: 0, ...opts });
  return { handle, hub, made: () => made };
}

const initBody = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {
    protocolVersion: '2025-06-18',
    capabilities: { sampling: {} },
    clientInfo: { name: 'raw', version: '0' },
  },
});
const accept = 'application/json, text/event-stream';

describe('the sessionful 2025 lane', () => {
  it('keeps at most maxSessions: a new session evicts the one idle longest, whose id then gets 404', async () => {
    const { handle: h } = await start({ maxSessions: 2 });
    const a = await connectHttp({ url: h.url, onSample });
    const b = await connectHttp({ url: h.url, onSample });
    await b.client.callTool({ name: 'echo', arguments: { text: 'b' } });
    expect(h.sessions()).toBe(2);
    const c = await connectHttp({ url: h.url, onSample });
    expect(h.sessions()).toBe(2);
    await expect(a.client.callTool({ name: 'echo', arguments: { text: 'a' } })).rejects.toThrow(/404|not found/i);
    expect((await b.client.callTool({ name: 'echo', arguments: { text: 'b' } })).structuredContent).toMatchObject({
      text: 'b',
    });
    expect((await c.client.callTool({ name: 'echo', arguments: { text: 'c' } })).structuredContent).toMatchObject({
      text: 'c',
    });
    await Promise.all([a.close(), b.close(), c.close()]);
  });

  it('answers 503 with Retry-After when every session is busy', async () => {
    const { handle: h } = await start({ maxSessions: 1 });
    const a = await connectHttp({ url: h.url, onSample });
    const seen: number[] = [];
    const controller = new AbortController();
    const long = a.client.callTool({ name: 'count', arguments: { to: 1000, delay_ms: 20 } }, undefined, {
      signal: controller.signal,
      onprogress: (p) => seen.push(p.progress),
    });
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    const res = await fetch(h.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept },
      body: initBody,
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    controller.abort();
    await expect(long).rejects.toThrow();
    await a.close();
  });

  it('closes idle sessions and releases their servers; the client gets 404 and can initialize again', async () => {
    const { handle: h, hub } = await start({ sessionIdleMs: 300 });
    const a = await connectHttp({ url: h.url, onSample });
    expect(h.sessions()).toBe(1);
    await expect.poll(() => h.sessions(), { timeout: 5000 }).toBe(0);
    await expect.poll(() => hub.size()).toBe(0);
    await expect(a.client.callTool({ name: 'echo', arguments: { text: 'late' } })).rejects.toThrow(/404|not found/i);
    const again = await connectHttp({ url: h.url, onSample });
    expect(
      (await again.client.callTool({ name: 'ask', arguments: { question: 'q' } })).structuredContent,
    ).toMatchObject({ answer: 'sampled' });
    await Promise.all([a.close().catch(() => undefined), again.close()]);
  });

  it('leaves nothing behind for a rejected initialize, and stateless requests keep nothing', async () => {
    const { handle: h, hub, made } = await start();
    const plain = await fetch(h.url, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', accept },
      body: initBody,
    });
    expect(plain.status).toBe(415);
    expect(made()).toBe(0);
    const badAccept = await fetch(h.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/html' },
      body: initBody,
    });
    expect(badAccept.status).toBeGreaterThanOrEqual(400);
    expect(h.sessions()).toBe(0);
    await expect.poll(() => hub.size()).toBe(0);
    const modern = await connectModernHttp({ url: h.url });
    for (let i = 0; i < 5; i++) await modern.client.callTool({ name: 'echo', arguments: { text: `n${i}` } });
    const legacy = await connectHttp({ url: h.url });
    await legacy.client.listTools();
    await Promise.all([modern.close(), legacy.close()]);
    expect(h.sessions()).toBe(0);
    await expect.poll(() => hub.size()).toBe(0);
  });

  it('sends a log message only to the session whose request caused it, without stack traces', async () => {
    const { handle: h } = await start();
    const a = await connectHttp({ url: h.url, onSample });
    const b = await connectHttp({ url: h.url, onSample });
    const logs = { a: [] as unknown[], b: [] as unknown[] };
    a.client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => void logs.a.push(n.params));
    b.client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => void logs.b.push(n.params));
    await a.client.setLoggingLevel('debug');
    await b.client.setLoggingLevel('debug');
    await a.client.callTool({ name: 'fail', arguments: { kind: 'crash' } });
    await b.client.callTool({ name: 'echo', arguments: { text: 'quiet' } });
    await expect.poll(() => logs.a.length).toBeGreaterThan(0);
    expect(JSON.stringify(logs.a)).toContain('tool failed');
    expect(JSON.stringify(logs.a)).not.toMatch(/"stack"|\bat .*\.js:\d+/);
    expect(JSON.stringify(logs.b)).not.toContain('tool failed');
    await Promise.all([a.close(), b.close()]);
  });
});
