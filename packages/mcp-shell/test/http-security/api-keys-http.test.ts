import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApiKey } from '../../src/http-security/api-keys.js';
import type { HttpServerProcess } from '../../src/testing/spawn-http.js';
import { connectLegacyWith, connectWith, startExample, textOf } from './support/example.js';

const dir = mkdtempSync(join(tmpdir(), 'keys-http-'));
const auditFile = join(dir, 'audit.log');
const reader = newApiKey('reader', ['read-only'], 6);
const writer = newApiKey('writer', ['set_note', 'echo']);
let server: HttpServerProcess;

beforeAll(async () => {
  const file = join(dir, 'keys.yaml');
  writeFileSync(file, `clients:\n${reader.yaml}\n${writer.yaml}\n`);
  server = await startExample({ SEXTANT_API_KEYS_FILE: file, SEXTANT_AUDIT_LOG: auditFile });
});
afterAll(() => server?.stop());

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const auditLines = () =>
  readFileSync(auditFile, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe('bearer API keys over real HTTP', () => {
  it('answers a missing or wrong key with 401 and WWW-Authenticate: Bearer', async () => {
    const init = '{"jsonrpc":"2.0","id":1,"method":"tools/list"}';
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    for (const extra of [{}, bearer('sxt_wrong'), { authorization: `Basic ${reader.key}` }]) {
      const res = await fetch(server.url, { method: 'POST', headers: { ...headers, ...extra }, body: init });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
    }
    await expect(connectWith(server.url)).rejects.toThrow(/401|nauthorized|invalid_token/);
    await expect(connectLegacyWith(server.url, bearer('sxt_wrong'))).rejects.toThrow(/401|nauthorized|invalid_token/);
  });

  it('hides tools outside a client’s permissions and answers FORBIDDEN when they are called', async () => {
    const r = await connectWith(server.url, bearer(reader.key));
    const names = (await r.listTools()).tools.map((t) => t.name);
    expect(names).toContain('echo');
    expect(names).not.toContain('set_note');
    const denied = await r.callTool({ name: 'set_note', arguments: { name: 'x', text: 'y' } });
    expect(denied.isError).toBe(true);
    expect(textOf(denied)).toMatch(/FORBIDDEN/);
    await r.close();

    const w = await connectLegacyWith(server.url, bearer(writer.key));
    expect((await w.listTools()).tools.map((t) => t.name).sort()).toEqual(['echo', 'set_note']);
    const ok = await w.callTool({ name: 'set_note', arguments: { name: 'x', text: 'y' } });
    expect(ok.isError).toBeFalsy();
    expect(textOf(await w.callTool({ name: 'lookup', arguments: { key: 'a' } }))).toMatch(/FORBIDDEN/);
    await w.close();
  });

  it('rate-limits a client with 429 and Retry-After once its bucket is empty, other clients unaffected', async () => {
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const call = (key: string) =>
      fetch(server.url, {
        method: 'POST',
        headers: { ...headers, ...bearer(key), 'mcp-protocol-version': '2025-06-18' },
        body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await call(reader.key)).status);
    expect(statuses).toContain(429);
    const limited = await call(reader.key);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await call(writer.key)).status).toBe(200);
  });

  it('writes one audit line per call, with the key id and never the key, and logs refusals', async () => {
    const before = auditLines().length;
    const w = await connectWith(server.url, bearer(writer.key));
    await w.callTool({ name: 'echo', arguments: { text: `secret-looking ${writer.key}` } });
    await w.callTool({ name: 'echo', arguments: { text: 'two' } });
    await w.close();
    const lines = auditLines().slice(before);
    const calls = lines.filter((l) => l.method === 'tools/call');
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({
      client: 'writer',
      target: 'echo',
      outcome: 'ok',
      argsSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(calls[0]!.responseBytes).toBeGreaterThan(0);
    const all = readFileSync(auditFile, 'utf8');
    for (const k of [reader.key, writer.key, 'sxt_wrong']) expect(all).not.toContain(k);
    const outcomes = auditLines().map((l) => l.outcome);
    expect(outcomes).toEqual(expect.arrayContaining(['401', '429', 'FORBIDDEN']));
  });
});
