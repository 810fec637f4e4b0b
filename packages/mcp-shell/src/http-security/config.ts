import { AppError } from '@sextant/core-engine';
import { isLoopback } from './host-origin.js';
import type { OAuthOptions } from './oauth.js';
import type { RateLimit } from './rate-limit.js';

/** Everything the HTTP front door is configured with, read once from the environment and flags. */
export interface HttpSecurityConfig {
  /** The --host address. */
  host: string;
  allowedHosts: string[];
  allowedOrigins: string[];
  apiKeysFile?: string;
  oauth?: OAuthOptions;
  /** The URL clients use to reach this server (SEXTANT_PUBLIC_URL), when it is not the bound address. */
  publicUrl?: string;
  /** Limit of clients without their own (SEXTANT_RATE_LIMIT_PER_MIN). */
  defaultRateLimit?: RateLimit;
  /** SEXTANT_AUDIT_LOG: a file, unset for stderr, `off` for none. */
  auditLog?: string;
  auditLogMaxBytes?: number;
  allowUnauthenticated: boolean;
}

const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const positive = (name: string, v: string | undefined): number | undefined => {
  if (v === undefined || v.trim() === '') return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0)
    throw new AppError('INVALID_INPUT', `${name} must be a positive number, got "${v}".`);
  return n;
};

/** Reads the SEXTANT_* HTTP settings and the --host / --allow-unauthenticated flags. */
export function loadHttpSecurityConfig(
  env: Record<string, string | undefined>,
  flags: { host: string; allowUnauthenticated: boolean },
): HttpSecurityConfig {
  const perMinute = positive('SEXTANT_RATE_LIMIT_PER_MIN', env.SEXTANT_RATE_LIMIT_PER_MIN);
  const issuer = env.SEXTANT_OAUTH_ISSUER?.trim();
  return {
    host: flags.host,
    allowedHosts: list(env.SEXTANT_ALLOWED_HOSTS),
    allowedOrigins: list(env.SEXTANT_ALLOWED_ORIGINS),
    apiKeysFile: env.SEXTANT_API_KEYS_FILE?.trim() || undefined,
    oauth: issuer
      ? {
          issuer,
          audience: env.SEXTANT_OAUTH_AUDIENCE?.trim() || undefined,
          requiredScopes: list(env.SEXTANT_OAUTH_SCOPES),
          jwksUrl: env.SEXTANT_OAUTH_JWKS_URL?.trim() || undefined,
        }
      : undefined,
    publicUrl: env.SEXTANT_PUBLIC_URL?.trim() || undefined,
    defaultRateLimit: perMinute ? { perMinute } : undefined,
    auditLog: env.SEXTANT_AUDIT_LOG?.trim() || undefined,
    auditLogMaxBytes: positive('SEXTANT_AUDIT_LOG_MAX_BYTES', env.SEXTANT_AUDIT_LOG_MAX_BYTES),
    allowUnauthenticated: flags.allowUnauthenticated,
  };
}

export const authConfigured = (c: HttpSecurityConfig) => Boolean(c.apiKeysFile || c.oauth);

/**
 * Start-up rule: a non-loopback bind needs authentication. Throws (the server does not start) with how to
 * configure it; returns a warning to log when --allow-unauthenticated overrides the rule.
 */
export function checkExposure(c: HttpSecurityConfig): string | undefined {
  if (isLoopback(c.host) || authConfigured(c)) return undefined;
  if (c.allowUnauthenticated)
    return `Serving ${c.host} with no authentication (--allow-unauthenticated): anyone who can reach the port can call every tool.`;
  throw new AppError('FORBIDDEN', `Refusing to serve ${c.host} (not loopback) with no authentication.`, {
    hint:
      'Set SEXTANT_API_KEYS_FILE (create a key with `<app> keys new --id NAME`) or SEXTANT_OAUTH_ISSUER, ' +
      'or bind 127.0.0.1, or pass --allow-unauthenticated if something in front of this server authenticates.',
  });
}
