import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthInfo } from '@modelcontextprotocol/server';
import {
  OAuthError,
  OAuthErrorCode,
  bearerAuthChallengeResponse,
  getOAuthProtectedResourceMetadataUrl,
  verifyBearerToken,
} from '@modelcontextprotocol/server';
import type { Logger } from '@sextant/core-engine';
import type { RequestIdentity } from '../identity.js';
import { jsonError } from '../transports/http-body.js';
import type { ApiKeyClient } from './api-keys.js';
import { createApiKeyLookup, loadApiKeys } from './api-keys.js';
import type { AuditLog } from './audit-log.js';
import { createAuditLog } from './audit-log.js';
import type { HttpSecurityConfig } from './config.js';
import { authConfigured } from './config.js';
import { createHostOriginCheck } from './host-origin.js';
import { createJwtVerifier, grantsOfScopes, protectedResourceMetadata } from './oauth.js';
import { toolPermission } from './permissions.js';
import type { RateLimit } from './rate-limit.js';
import { createRateLimiter } from './rate-limit.js';

/** The front door of the HTTP transport: Host/Origin, authentication, rate limit, discovery, audit. */
export interface HttpSecurity {
  /** Tells the front door the URL it is served at (after listen, when the port is known). */
  bind(url: string): void;
  /** Runs before the body is read: the identity, or undefined when it already answered (403/401/429). */
  guard(req: IncomingMessage, res: ServerResponse): Promise<RequestIdentity | undefined>;
  /** Serves /.well-known/oauth-protected-resource[/path]; false when the request is not for it. */
  serveMetadata(req: IncomingMessage, res: ServerResponse): boolean;
  /** Undefined with SEXTANT_AUDIT_LOG=off. */
  audit?: AuditLog;
  config: HttpSecurityConfig;
  close(): void;
}

const ALL: RequestIdentity['allows'] = () => true;

/** Builds the front door from its configuration; loads the API keys file now, so a bad file stops start-up. */
export async function createHttpSecurity(config: HttpSecurityConfig, log: Logger): Promise<HttpSecurity> {
  const apiKeys: ApiKeyClient[] = config.apiKeysFile ? await loadApiKeys(config.apiKeysFile) : [];
  const lookup = createApiKeyLookup(apiKeys);
  const limiter = createRateLimiter();
  // SEXTANT_AUDIT_LOG=off turns the audit log off (benchmarks; a proxy in front that audits).
  const audit =
    config.auditLog === 'off'
      ? undefined
      : createAuditLog({ file: config.auditLog, maxBytes: config.auditLogMaxBytes });
  const byId = new Map(apiKeys.map((c) => [c.id, c]));
  let url = '';
  let check: ReturnType<typeof createHostOriginCheck> = () => ({ ok: false, header: 'Host', message: 'not bound yet' });
  const resourceUrl = () => config.publicUrl ?? url;
  const jwt = config.oauth ? createJwtVerifier(config.oauth, () => config.oauth!.audience ?? resourceUrl()) : undefined;
  const metadataUrl = () => (config.oauth ? getOAuthProtectedResourceMetadataUrl(new URL(resourceUrl())) : undefined);

  const verifier = {
    async verifyAccessToken(token: string): Promise<AuthInfo> {
      const client = lookup(token);
      if (client)
        return { token, clientId: client.id, scopes: [], expiresAt: Date.now() / 1000 + 60, extra: { apiKey: true } };
      if (!jwt) throw new OAuthError(OAuthErrorCode.InvalidToken, 'Unknown API key');
      const info = await jwt.verifyAccessToken(token);
      const missing = (config.oauth!.requiredScopes ?? []).filter((s) => !info.scopes.includes(s));
      if (missing.length) throw new OAuthError(OAuthErrorCode.InsufficientScope, `Missing scope ${missing.join(' ')}`);
      return info;
    },
  };

  const refuse = (req: IncomingMessage, status: number, client: string, started: number) =>
    audit?.record({
      client,
      method: 'http',
      target: `${req.method} ${req.url}`,
      outcome: String(status),
      durationMs: performance.now() - started,
    });

  return {
    config,
    audit,
    bind(boundUrl) {
      url = boundUrl;
      check = createHostOriginCheck({
        port: Number(new URL(boundUrl).port || 80),
        host: config.host,
        extraHosts: [...config.allowedHosts, ...(config.publicUrl ? [new URL(config.publicUrl).host] : [])],
        extraOrigins: config.allowedOrigins,
      });
    },
    async guard(req, res) {
      const started = performance.now();
      const verdict = check(req);
      if (!verdict.ok) {
        jsonError(res, 403, -32000, verdict.message);
        refuse(req, 403, 'anonymous', started);
        return undefined;
      }
      let identity: RequestIdentity = { clientId: 'anonymous', allows: ALL };
      let limit: RateLimit | undefined = config.defaultRateLimit;
      if (authConfigured(config)) {
        const resourceMetadataUrl = metadataUrl();
        let info: AuthInfo;
        try {
          info = await verifyBearerToken(req.headers.authorization?.split(',')[0], { verifier, resourceMetadataUrl });
        } catch (err) {
          if (!(err instanceof OAuthError)) log.error('authentication failed', { err: String(err) });
          const answer = bearerAuthChallengeResponse(err, { resourceMetadataUrl });
          res.writeHead(answer.status, Object.fromEntries(answer.headers)).end(await answer.text());
          refuse(req, answer.status, 'anonymous', started);
          return undefined;
        }
        const key = info.extra?.apiKey ? byId.get(info.clientId) : undefined;
        const grants = key ? key.tools : grantsOfScopes(info.scopes);
        limit = key?.rateLimit ?? limit;
        identity = { clientId: info.clientId, authInfo: { ...info, token: '' }, allows: toolPermission(grants) };
      }
      const rate = limiter.take(identity.clientId, limit);
      if (!rate.ok) {
        jsonError(
          res,
          429,
          -32000,
          `Rate limit of ${limit!.perMinute} requests a minute reached; retry in ${rate.retryAfterS} s`,
          {
            'retry-after': String(rate.retryAfterS),
          },
        );
        refuse(req, 429, identity.clientId, started);
        return undefined;
      }
      return identity;
    },
    serveMetadata(req, res) {
      if (!config.oauth || req.method !== 'GET') return false;
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (!path.startsWith('/.well-known/oauth-protected-resource')) return false;
      const verdict = check(req);
      if (!verdict.ok) {
        jsonError(res, 403, -32000, verdict.message);
        return true;
      }
      const doc = protectedResourceMetadata(config.oauth, config.oauth.audience ?? resourceUrl());
      res
        .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'max-age=3600' })
        .end(JSON.stringify(doc));
      return true;
    },
    close: () => audit?.close(),
  };
}
