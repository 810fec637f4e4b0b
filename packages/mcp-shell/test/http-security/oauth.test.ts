import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJwtVerifier, grantsOfScopes, protectedResourceMetadata } from '../../src/http-security/oauth.js';
import { startIssuer } from './support/issuer.js';

let as: Awaited<ReturnType<typeof startIssuer>>;
const aud = 'http://127.0.0.1:4999/mcp';
beforeAll(async () => {
  as = await startIssuer();
});
afterAll(() => as.close());

describe('JWT access tokens against a real local issuer', () => {
  const verifier = () => createJwtVerifier({ issuer: as.issuer }, () => aud);

  it('accepts a token signed by the issuer for this audience, with its subject and scopes', async () => {
    const info = await verifier().verifyAccessToken(await as.token({ aud, scope: 'tools:read-only extra' }));
    expect(info).toMatchObject({ clientId: 'alice', scopes: ['tools:read-only', 'extra'] });
    expect(info.resource?.href).toBe(aud);
    expect(grantsOfScopes(info.scopes)).toEqual(['read-only']);
  });

  it('refuses expired, wrong-audience, wrong-issuer and foreign-key tokens', async () => {
    const v = verifier();
    await expect(v.verifyAccessToken(await as.token({ aud, expSeconds: -60 }))).rejects.toThrow(/expired/);
    await expect(v.verifyAccessToken(await as.token({ aud: 'http://other.example/mcp' }))).rejects.toThrow(/aud/);
    await expect(v.verifyAccessToken(await as.token({ aud, iss: 'http://evil.example' }))).rejects.toThrow(/iss/);
    await expect(v.verifyAccessToken(await as.token({ aud }, { foreignKey: true }))).rejects.toThrow(/not valid/);
    await expect(v.verifyAccessToken('not-a-jwt')).rejects.toThrow(/not valid/);
  });

  it('builds the RFC 9728 document naming the issuer and the resource', () => {
    expect(protectedResourceMetadata({ issuer: as.issuer }, aud)).toMatchObject({
      resource: aud,
      authorization_servers: [as.issuer],
    });
  });
});
