import type { AuthInfo, OAuthMetadata, OAuthProtectedResourceMetadata } from '@modelcontextprotocol/server';
import { OAuthError, OAuthErrorCode, buildOAuthProtectedResourceMetadata } from '@modelcontextprotocol/server';
import type { JWTVerifyGetKey } from 'jose';
import { importWithPeers } from '../optional-peer.js';

const loadJose = () => importWithPeers(() => import('jose'), 'OAuth token checks', ['jose']);

/** SEXTANT_OAUTH_* settings. */
export interface OAuthOptions {
  /** The authorization server's issuer URL (SEXTANT_OAUTH_ISSUER). */
  issuer: string;
  /** The audience tokens must carry (SEXTANT_OAUTH_AUDIENCE); defaults to this server's URL (RFC 8707). */
  audience?: string;
  /** Scopes every token must hold (SEXTANT_OAUTH_SCOPES, comma list). */
  requiredScopes?: readonly string[];
  /** JWKS location (SEXTANT_OAUTH_JWKS_URL); otherwise read from the issuer's metadata. */
  jwksUrl?: string;
}

/** `tools:<grant>` scopes become tool grants, as in an API keys file (`tools:*`, `tools:read-only`, `tools:search_*`). */
export const grantsOfScopes = (scopes: readonly string[]) =>
  scopes.filter((s) => s.startsWith('tools:')).map((s) => s.slice('tools:'.length));

/** RFC 8414 then OpenID discovery URLs for an issuer, path-aware. */
function metadataUrls(issuer: string): string[] {
  const u = new URL(issuer);
  const path = u.pathname.replace(/\/$/, '');
  return [
    `${u.origin}/.well-known/oauth-authorization-server${path}`,
    `${u.origin}${path}/.well-known/openid-configuration`,
  ];
}

async function discoverJwksUrl(issuer: string): Promise<string> {
  for (const url of metadataUrls(issuer)) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000), redirect: 'error' });
      if (!res.ok) continue;
      const meta = (await res.json()) as { issuer?: string; jwks_uri?: string };
      if (meta.issuer === issuer && typeof meta.jwks_uri === 'string') return meta.jwks_uri;
    } catch {
      // try the next discovery URL
    }
  }
  throw new OAuthError(OAuthErrorCode.ServerError, `Could not discover the JWKS of ${issuer}`);
}

/**
 * Verifies JWT access tokens with jose against the issuer's JWKS: signature, expiry, issuer and audience.
 * The token itself is only read here; it is never handed to tools or sent upstream.
 */
export function createJwtVerifier(opts: OAuthOptions, audience: () => string) {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const getKeys = () =>
    (keys ??= (async () => {
      const { createRemoteJWKSet } = await loadJose();
      return createRemoteJWKSet(new URL(opts.jwksUrl ?? (await discoverJwksUrl(opts.issuer))));
    })().catch((err) => {
      keys = undefined;
      throw err;
    }));
  return {
    async verifyAccessToken(token: string): Promise<AuthInfo> {
      const jwks = await getKeys();
      const { jwtVerify } = await loadJose();
      const aud = audience();
      let payload;
      try {
        ({ payload } = await jwtVerify(token, jwks, { issuer: opts.issuer, audience: aud, requiredClaims: ['exp'] }));
      } catch (err) {
        const why = (err as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'Token has expired' : 'Token is not valid';
        throw new OAuthError(OAuthErrorCode.InvalidToken, `${why} (${(err as Error).message})`);
      }
      const scope = payload.scope ?? payload.scp;
      const scopes =
        typeof scope === 'string' ? scope.split(' ').filter(Boolean) : Array.isArray(scope) ? scope.map(String) : [];
      const subject = payload.sub ?? (payload.client_id as string | undefined) ?? 'unknown';
      let resource: URL | undefined;
      try {
        resource = new URL(aud);
      } catch {
        resource = undefined;
      }
      return { token, clientId: subject, scopes, expiresAt: payload.exp!, ...(resource ? { resource } : {}) };
    },
  };
}

/** The RFC 9728 document served at /.well-known/oauth-protected-resource, built by the SDK helper. */
export function protectedResourceMetadata(opts: OAuthOptions, resourceUrl: string): OAuthProtectedResourceMetadata {
  return buildOAuthProtectedResourceMetadata({
    // The helper reads only `issuer` from the authorization server metadata (to check it is HTTPS or loopback).
    oauthMetadata: { issuer: opts.issuer } as OAuthMetadata,
    resourceServerUrl: new URL(resourceUrl),
    scopesSupported: ['tools:*', 'tools:read-only', ...(opts.requiredScopes ?? [])],
    resourceName: 'Sextant MCP server',
  });
}
