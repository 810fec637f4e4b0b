import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** Byte and time limits of the HTTP endpoint. */
export interface HttpLimits {
  /** Largest request body (SEXTANT_MAX_BODY_BYTES). @default 1 MiB */
  maxBodyBytes: number;
  /** Time to receive the headers. @default 10 s */
  headersTimeoutMs: number;
  /** Time to receive the whole request, body included (SEXTANT_REQUEST_TIMEOUT_S). @default 30 s */
  requestTimeoutMs: number;
}

export const DEFAULT_LIMITS: HttpLimits = {
  maxBodyBytes: 1024 * 1024,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
};

/**
 * Applies the timeouts to a node:http server, so stalled bodies are dropped (Node's defaults keep them 300 s).
 * Responses (SSE streams included) are not limited: the request timeout ends once the body has arrived.
 */
export function applyServerTimeouts(server: Server, limits: HttpLimits = DEFAULT_LIMITS) {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  // Node checks the two timeouts on this interval; the default (30 s) would let a stalled body outlive its limit.
  (server as Server & { connectionsCheckingInterval?: number }).connectionsCheckingInterval = Math.min(
    1000,
    limits.headersTimeoutMs,
  );
}

export type BodyResult = { ok: true; body: Buffer } | { ok: false; status: 413 };

/**
 * Reads a request body up to `maxBytes`. Past the limit (or with a Content-Length over it) it stops keeping
 * bytes, answers 413 with `Connection: close`, and keeps draining what the client still sends, so the client
 * reads the 413 instead of a reset socket. The request timeout bounds the draining.
 */
export function readBodyLimited(
  req: IncomingMessage,
  res: ServerResponse,
  maxBytes: number,
  answer413: (res: ServerResponse) => void,
): Promise<BodyResult> {
  return new Promise((resolve, reject) => {
    const refuse = () => {
      res.setHeader('connection', 'close');
      answer413(res);
      req.removeAllListeners('data');
      req.resume();
      resolve({ ok: false, status: 413 });
    };
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) return refuse();
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > maxBytes) refuse();
      else chunks.push(c);
    });
    req.on('end', () => resolve({ ok: true, body: Buffer.concat(chunks) }));
    req.on('error', reject);
  });
}
