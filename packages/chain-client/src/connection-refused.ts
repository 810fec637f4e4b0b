/**
 * True when a failure is a refused TCP connection (ECONNREFUSED), looking through `cause` and ws `error` links.
 * Nothing listens on that port: retrying with backoff only makes the caller wait for the same answer.
 */
export function isConnectionRefused(err: unknown): boolean {
  for (let cur: unknown = err, depth = 0; cur && depth < 5; depth++) {
    const c = cur as { code?: unknown; message?: unknown; cause?: unknown; error?: unknown };
    if (c.code === 'ECONNREFUSED') return true;
    if (typeof c.message === 'string' && /\bECONNREFUSED\b/.test(c.message)) return true;
    cur = c.cause ?? c.error;
  }
  return false;
}
