import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthInfo } from '@modelcontextprotocol/server';
import type { ToolAnnotations } from './define.js';

/** Who sent an HTTP request, as an authentication guard established it, and what it may call. */
export interface RequestIdentity {
  /** Key id or token subject; never the secret. */
  clientId: string;
  /** Handed to the SDK as the request's auth info (handlers see it as `ctx.http.authInfo`). */
  authInfo?: AuthInfo;
  /** Whether this client may see and call the tool. */
  allows(toolName: string, annotations: ToolAnnotations | undefined): boolean;
}

/**
 * Runs before the body is read. Resolves the caller's identity, or undefined when the guard has already answered
 * the request (401, 403, 429, ...) and nothing more may be written to it.
 */
export type HttpGuard = (req: IncomingMessage, res: ServerResponse) => Promise<RequestIdentity | undefined>;

const IDENTITY = 'sextant/identity';

/** The SDK auth info carrying the identity (pass-through: the SDK never reads it from headers). */
export function toAuthInfo(identity: RequestIdentity): AuthInfo {
  const base = identity.authInfo ?? { token: '', clientId: identity.clientId, scopes: [] };
  return { ...base, extra: { ...base.extra, [IDENTITY]: identity } };
}

/** The identity a request carries through the SDK, if a guard set one. */
export function identityOf(authInfo: AuthInfo | undefined): RequestIdentity | undefined {
  return authInfo?.extra?.[IDENTITY] as RequestIdentity | undefined;
}
