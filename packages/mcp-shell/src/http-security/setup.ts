import type { Logger } from '@sextant/core-engine';
import type { HttpGuard } from '../identity.js';
import type { AuditLog } from './audit-log.js';
import { createAuditLog } from './audit-log.js';
import { checkExposure, loadHttpSecurityConfig } from './config.js';
import type { HttpSecurity } from './guard.js';

/** What run-server hands to serveHttp, and what it does once the server listens. */
export interface HttpSecuritySetup {
  guard: HttpGuard;
  /** Serves the OAuth discovery document; false for other requests. */
  serveMetadata: HttpSecurity['serveMetadata'];
  /** Undefined with SEXTANT_AUDIT_LOG=off. */
  audit?: AuditLog;
  /** Tells the front door its URL (after listen). */
  bind(url: string): void;
  close(): void;
}

/**
 * Reads the SEXTANT_* HTTP security settings and builds the front door. Throws (start-up stops) when a
 * non-loopback address would be served without authentication, or when the API keys file is invalid.
 */
export async function setupHttpSecurity(
  env: Record<string, string | undefined>,
  flags: { host: string; allowUnauthenticated: boolean },
  log: Logger,
): Promise<HttpSecuritySetup> {
  const config = loadHttpSecurityConfig(env, flags);
  const warning = checkExposure(config);
  if (warning) {
    log.warn(warning);
    process.stderr.write(`WARNING: ${warning}\n`);
  }
  const { createHttpSecurity } = await import('./guard.js');
  const security = await createHttpSecurity(config, log);
  return {
    guard: security.guard,
    serveMetadata: security.serveMetadata,
    audit: security.audit,
    bind: security.bind,
    close: security.close,
  };
}

/** The audit log of a stdio server: only when SEXTANT_AUDIT_LOG names a file. */
export const stdioAuditLog = (env: Record<string, string | undefined>) => {
  const file = env.SEXTANT_AUDIT_LOG?.trim();
  return file && file !== 'off' ? createAuditLog({ file }) : undefined;
};
