import type { ServerContext } from '@modelcontextprotocol/server';
import { isAppError } from '@sextant/core-engine';
import { identityOf } from '../identity.js';
import type { RequestIdentity } from '../identity.js';
import type { AuditLog } from './audit-log.js';

const errorCodes = new WeakMap<object, string>();

/** Marks an error result with its code, so the audit line says FORBIDDEN or INVALID_INPUT rather than "error". */
export function withErrorCode<T extends object>(result: T, code: string): T {
  errorCodes.set(result, code);
  return result;
}

const outcomeOf = (result: unknown): string =>
  result && typeof result === 'object'
    ? (errorCodes.get(result) ?? ((result as { isError?: boolean }).isError ? 'error' : 'ok'))
    : 'ok';

/**
 * Runs one request that reaches a tool, resource or prompt and appends its audit line: who (key id or token
 * subject, from the request's identity), which session, what (method, target, hashed arguments), the outcome,
 * the duration and the response size. Without an audit log it only runs the request.
 */
export async function audited<R>(
  audit: AuditLog | undefined,
  ctx: ServerContext,
  fallback: RequestIdentity | undefined,
  what: { target: string; args?: unknown },
  run: () => Promise<R> | R,
): Promise<R> {
  if (!audit) return run();
  const started = performance.now();
  const entry = {
    client: (identityOf(ctx.http?.authInfo) ?? fallback)?.clientId ?? (ctx.http ? 'anonymous' : 'stdio'),
    ...(ctx.sessionId ? { session: ctx.sessionId } : {}),
    method: ctx.mcpReq.method,
    target: what.target,
    args: what.args ?? {},
  };
  try {
    const result = await run();
    audit.record({
      ...entry,
      outcome: outcomeOf(result),
      durationMs: performance.now() - started,
      responseBytes: Buffer.byteLength(JSON.stringify(result) ?? ''),
    });
    return result;
  } catch (err) {
    const code = isAppError(err) ? (err as { code: string }).code : 'INTERNAL';
    audit.record({ ...entry, outcome: code, durationMs: performance.now() - started });
    throw err;
  }
}
