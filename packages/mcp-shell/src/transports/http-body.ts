import type { IncomingMessage, ServerResponse } from 'node:http';

/** Answers with a JSON-RPC error body (and extra headers). */
export function jsonError(
  res: ServerResponse,
  status: number,
  code: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  res
    .writeHead(status, { 'content-type': 'application/json', ...headers })
    .end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
}

/** Bytes of an over-limit body drained before the 413 is sent anyway. */
const DRAIN_MAX = 16 * 1024 * 1024;

/** Reads and parses a JSON body of at most `max` bytes; errors carry the HTTP status to answer with. */
export function readJsonBody(req: IncomingMessage, max: number): Promise<unknown> {
  return new Promise<unknown>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // Past the limit, stop keeping bytes but drain what the client still sends, and answer once it has sent it:
    // the 413 closes the connection, and closing it while the client still writes makes the client see a reset
    // (EPIPE) instead of the 413. Draining stops at `DRAIN_MAX` bytes (that client gets the reset); the server's
    // request timeout bounds its time.
    const tooLarge = () => {
      req.removeAllListeners('data');
      req.removeAllListeners('end');
      const fail = () => reject(Object.assign(new Error('body too large'), { status: 413 }));
      let drained = 0;
      req.on('data', (c: Buffer) => {
        drained += c.length;
        if (drained > DRAIN_MAX) fail();
      });
      req.once('end', fail);
      req.resume();
    };
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > max) return tooLarge();
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > max) tooLarge();
      else chunks.push(c);
    });
    req.on('end', () => {
      try {
        resolve(chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined);
      } catch {
        reject(Object.assign(new Error('invalid JSON'), { status: 400 }));
      }
    });
    req.on('error', reject);
  });
}

/** True when a Content-Type names JSON (`application/json`, with or without parameters). */
export const isJson = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';
