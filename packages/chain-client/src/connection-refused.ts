import { connect } from 'node:net';

/**
 * True when a failure is a refused TCP connection (ECONNREFUSED), looking through `cause`, ws `error` links and
 * the `errors` of an AggregateError (Node's happy-eyeballs connect, when every address refused).
 * Nothing listens on that port: retrying with backoff only makes the caller wait for the same answer.
 */
export function isConnectionRefused(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const c = err as { code?: unknown; message?: unknown; cause?: unknown; error?: unknown; errors?: unknown };
  if (c.code === 'ECONNREFUSED') return true;
  if (typeof c.message === 'string' && /\bECONNREFUSED\b/.test(c.message)) return true;
  if (Array.isArray(c.errors) && c.errors.length && c.errors.every((e) => isConnectionRefused(e, depth + 1)))
    return true;
  return isConnectionRefused(c.cause ?? c.error, depth + 1);
}

/**
 * The refusal behind a failed connection to `url`, or undefined when the port answered or the check timed out.
 *
 * On Node 22 and later @polkadot/api uses the runtime's own WebSocket (undici) instead of the `ws` package, and its
 * error event carries no reason at all: an empty message, a bare TypeError, no code, no cause. When the failure
 * does not say, one plain TCP connect to the same host and port asks the port itself.
 */
export async function findRefusal(err: unknown, url: string, timeoutMs = 2000): Promise<unknown> {
  if (isConnectionRefused(err)) return err;
  const target = tcpTarget(url);
  if (!target) return undefined;
  return new Promise<unknown>((resolve) => {
    const socket = connect(target);
    const done = (found: unknown) => {
      socket.destroy();
      resolve(found);
    };
    socket.setTimeout(timeoutMs, () => done(undefined));
    socket.once('connect', () => done(undefined));
    socket.once('error', (e) => done(isConnectionRefused(e) ? e : undefined));
  });
}

const DEFAULT_PORTS: Record<string, number> = { 'ws:': 80, 'http:': 80, 'wss:': 443, 'https:': 443 };

/** Host and port of a ws(s):// or http(s):// URL; undefined for anything else. */
function tcpTarget(url: string): { host: string; port: number } | undefined {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return undefined;
  }
  const fallback = DEFAULT_PORTS[u.protocol];
  if (fallback === undefined || !u.hostname) return undefined;
  return { host: u.hostname.replace(/^\[(.*)\]$/, '$1'), port: u.port ? Number(u.port) : fallback };
}
