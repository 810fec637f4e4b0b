import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';

/** A real local OAuth authorization server: RFC 8414 metadata and a JWKS on loopback, keys made by jose. */
export async function startIssuer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  let issuer = '';
  const http = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/.well-known/oauth-authorization-server')
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
        }),
      );
    if (path === '/jwks')
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', () => r()));
  issuer = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

  /** Signs an access token; override claims or sign with a key the issuer does not publish. */
  const token = async (
    claims: { sub?: string; aud?: string; scope?: string; iss?: string; expSeconds?: number },
    opts: { foreignKey?: boolean } = {},
  ) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ scope: claims.scope ?? 'tools:*' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(claims.iss ?? issuer)
      .setSubject(claims.sub ?? 'alice')
      .setAudience(claims.aud ?? 'unset')
      .setIssuedAt(now - 120)
      .setExpirationTime(now + (claims.expSeconds ?? 600))
      .sign(opts.foreignKey ? other.privateKey : privateKey);
  };
  return {
    issuer,
    token,
    close: () => new Promise<void>((r) => http.close(() => r())),
  };
}
