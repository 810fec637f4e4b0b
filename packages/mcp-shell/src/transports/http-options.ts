import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpGuard } from '../identity.js';

/** How `serveHttp` listens and what it allows. */
export interface HttpOptions {
  /** @default 3000 (0 picks a free port) */
  port?: number;
  /** @default '127.0.0.1' */
  host?: string;
  /** @default '/mcp' */
  path?: string;
  /** Largest request body. @default SEXTANT_MAX_BODY_BYTES or 1 MiB */
  maxBodyBytes?: number;
  /** Time to receive a request's headers, in ms. @default 10 000 */
  headersTimeoutMs?: number;
  /** Time to receive a whole request, body included, in ms. @default SEXTANT_REQUEST_TIMEOUT_S (30) × 1000 */
  requestTimeoutMs?: number;
  /** Most sessions in the sessionful 2025 lane. @default SEXTANT_MAX_SESSIONS or 100 */
  maxSessions?: number;
  /** Idle time after which a 2025 session is closed, in ms. @default SEXTANT_SESSION_IDLE_S (1800) × 1000 */
  sessionIdleMs?: number;
  /** Runs before the body is read; see {@link HttpGuard}. */
  guard?: HttpGuard;
  /** Answers extra routes (the OAuth discovery document); returns false for requests it does not serve. */
  routes?: (req: IncomingMessage, res: ServerResponse) => boolean;
}

/** HttpOptions with every default applied: what the server really uses. */
export type ResolvedHttpOptions = Required<Omit<HttpOptions, 'guard' | 'routes'>> &
  Pick<HttpOptions, 'guard' | 'routes'>;

const positive = (v: string | undefined, fallback: number) => {
  const n = Number(v);
  return v !== undefined && v.trim() !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
};

/** Applies defaults (and SEXTANT_MAX_SESSIONS / SEXTANT_SESSION_IDLE_S from `env`) to HTTP options. */
export function resolveHttpOptions(
  opts: HttpOptions = {},
  env: Record<string, string | undefined> = process.env,
): ResolvedHttpOptions {
  return {
    port: opts.port ?? 3000,
    host: opts.host ?? '127.0.0.1',
    path: opts.path ?? '/mcp',
    maxBodyBytes: opts.maxBodyBytes ?? Math.floor(positive(env.SEXTANT_MAX_BODY_BYTES, 1024 * 1024)),
    headersTimeoutMs: opts.headersTimeoutMs ?? 10_000,
    requestTimeoutMs: opts.requestTimeoutMs ?? positive(env.SEXTANT_REQUEST_TIMEOUT_S, 30) * 1000,
    maxSessions: opts.maxSessions ?? Math.floor(positive(env.SEXTANT_MAX_SESSIONS, 100)),
    sessionIdleMs: opts.sessionIdleMs ?? positive(env.SEXTANT_SESSION_IDLE_S, 1800) * 1000,
    ...(opts.guard ? { guard: opts.guard } : {}),
    ...(opts.routes ? { routes: opts.routes } : {}),
  };
}
