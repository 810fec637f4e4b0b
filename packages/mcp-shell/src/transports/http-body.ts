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

/** Reads and parses a JSON body of at most `max` bytes; errors carry the HTTP status to answer with. */
export function readJsonBody(req: IncomingMessage, max: number): Promise<unknown> {
  return new Promise<unknown>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // Past the limit, stop keeping bytes but keep draining what the client still sends: destroying the socket
    // would make the client see a reset instead of the 413. The server's request timeout bounds the draining.
    const tooLarge = () => {
      req.removeAllListeners('data');
      req.resume();
      reject(Object.assign(new Error('body too large'), { status: 413 }));
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
