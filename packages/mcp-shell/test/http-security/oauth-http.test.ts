import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpServerProcess } from '../../src/testing/spawn-http.js';
import { startIssuer } from './support/issuer.js';
import { connectLegacyWith, connectWith, startExample, textOf } from './support/example.js';

const auditFile = join(mkdtempSync(join(tmpdir(), 'oauth-http-')), 'audit.log');
let as: Awaited<ReturnType<typeof startIssuer>>;
let server: HttpServerProcess;
let aud = '';

beforeAll(async () => {
  as = await startIssuer();
  server = await startExample({
    SEXTANT_OAUTH_ISSUER: as.issuer,
    SEXTANT_OAUTH_SCOPES: 'mcp',
    SEXTANT_AUDIT_LOG: auditFile,
  });
  aud = server.url;
});
afterAll(async () => {
  await server?.stop();
  await as?.close();
});

const bearer = (t: string) => ({ authorization: `Bearer ${t}` });
const list = (headers: Record<string, string>) =>
  fetch(server.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-06-18',
      ...headers,
    },
    body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
  });

describe('OAuth 2.1 resource server against a real local issuer', () => {
  it('serves RFC 9728 metadata and points the 401 challenge at it', async () => {
    const res = await list({});
    expect(res.status).toBe(401);
    const challenge = res.headers.get('www-authenticate')!;
    const metadataUrl = /resource_metadata="([^"]+)"/.exec(challenge)![1]!;
    expect(metadataUrl).toBe(new URL('/.well-known/oauth-protected-resource/mcp', server.url).href);
    const doc = (await (await fetch(metadataUrl)).json()) as Record<string, unknown>;
    expect(doc).toMatchObject({ resource: server.url, authorization_servers: [as.issuer] });
  });

  it('refuses expired, wrong-audience, foreign-key and scope-less tokens', async () => {
    const expired = await list(bearer(await as.token({ aud, scope: 'mcp tools:*', expSeconds: -30 })));
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toMatch(/invalid_token.*expired/);
    expect((await list(bearer(await as.token({ aud: 'http://127.0.0.1:1/mcp', scope: 'mcp tools:*' })))).status).toBe(
      401,
    );
    expect((await list(bearer(await as.token({ aud, scope: 'mcp tools:*' }, { foreignKey: true })))).status).toBe(401);
    const noScope = await list(bearer(await as.token({ aud, scope: 'tools:*' })));
    expect(noScope.status).toBe(403);
    expect(noScope.headers.get('www-authenticate')).toMatch(/insufficient_scope/);
    await expect(connectWith(server.url, bearer(await as.token({ aud, expSeconds: -30 })))).rejects.toThrow(
      /401|nauthorized|invalid_token/,
    );
  });

  it('maps scopes to tool permissions like API keys, for both SDK generations', async () => {
    const token = await as.token({ aud, sub: 'alice', scope: 'mcp tools:read-only' });
    const c = await connectWith(server.url, bearer(token));
    const names = (await c.listTools()).tools.map((t) => t.name);
    expect(names).toContain('echo');
    expect(names).not.toContain('set_note');
    expect(textOf(await c.callTool({ name: 'set_note', arguments: { name: 'n', text: 't' } }))).toMatch(/FORBIDDEN/);
    await c.close();
    const all = await connectLegacyWith(server.url, bearer(await as.token({ aud, sub: 'bob', scope: 'mcp tools:*' })));
    expect((await all.callTool({ name: 'set_note', arguments: { name: 'n', text: 't' } })).isError).toBeFalsy();
    await all.close();
    const lines = readFileSync(auditFile, 'utf8');
    expect(lines).toMatch(/"client":"alice".*"outcome":"FORBIDDEN"/);
    expect(lines).toMatch(/"client":"bob".*"target":"set_note".*"outcome":"ok"/);
    expect(lines).not.toContain(token);
  });
});
