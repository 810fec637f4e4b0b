import type { ServerOptions } from 'node:http';

/** Time limits of the node:http server. */
export interface HttpTimeouts {
  /** Time to receive the headers. */
  headersTimeoutMs: number;
  /** Time to receive the whole request, body included. */
  requestTimeoutMs: number;
}

/**
 * node:http server options that drop stalled requests (Node's defaults keep a stalled body 300 s). Responses,
 * SSE streams included, are not limited: the request timeout ends once the body has arrived.
 */
export const serverTimeouts = (t: HttpTimeouts): ServerOptions => ({
  headersTimeout: Math.min(t.headersTimeoutMs, t.requestTimeoutMs),
  requestTimeout: t.requestTimeoutMs,
  // Node checks both timeouts on this interval; its default (30 s) would let a stalled body outlive its limit.
  connectionsCheckingInterval: Math.min(1000, t.headersTimeoutMs, t.requestTimeoutMs),
});
