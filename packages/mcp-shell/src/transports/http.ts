import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createMcpHandler, isInitializeRequest } from '@modelcontextprotocol/server';
import type { McpServer, ServerNotifier } from '@modelcontextprotocol/server';
import type { Logger } from '@sextant/core-engine';
import type { Era } from '../client-input.js';
import { identityOf, toAuthInfo } from '../identity.js';
import type { RequestIdentity } from '../identity.js';
import { serverTimeouts } from '../http-security/limits.js';
import { isJson, jsonError, readJsonBody } from './http-body.js';
import type { HttpOptions, ResolvedHttpOptions } from './http-options.js';
import { resolveHttpOptions } from './http-options.js';
import { createSessionLane } from './session-lane.js';

export type { HttpOptions, ResolvedHttpOptions } from './http-options.js';
export { resolveHttpOptions } from './http-options.js';

/** A running Streamable HTTP endpoint. */
export interface HttpHandle {
  url: string;
  port: number;
  /** The options in force, defaults applied. */
  options: ResolvedHttpOptions;
  /** Publishes list and resource changes to open 2026 `subscriptions/listen` streams. */
  notify: ServerNotifier;
  /** Sessions open in the 2025 lane. */
  sessions(): number;
  close(): Promise<void>;
}

/** Builds a server for one HTTP request (2026, stateless 2025) or one 2025 session. */
export type HttpServerFactory = (era?: Era, identity?: RequestIdentity) => McpServer;

/** A 2025 initialize from a client that can answer server-to-client requests needs the sessionful lane. */
function wantsSession(body: unknown): boolean {
  if (!isInitializeRequest(body)) return false;
  const caps = (body as { params: { capabilities?: Record<string, unknown> } }).params.capabilities ?? {};
  return Boolean(caps.sampling || caps.roots || caps.elicitation);
}

/**
 * Serves MCP over Streamable HTTP. Stateless by default: a 2026-07-28 request, or a 2025-era one from a client
 * that needs nothing from us mid-call, gets a fresh server that lives for that request only. A 2025 client that
 * advertises sampling, roots or elicitation gets a session (see {@link createSessionLane}).
 */
export async function serveHttp(
  makeServer: HttpServerFactory,
  log: Logger,
  opts: HttpOptions = {},
): Promise<HttpHandle> {
  const options = resolveHttpOptions(opts);
  const { path, maxBodyBytes } = options;
  const lane = createSessionLane({
    make: (identity) => makeServer('legacy', identity),
    maxSessions: options.maxSessions,
    idleMs: options.sessionIdleMs,
    log,
  });
  const mcp = createMcpHandler((ctx) => makeServer(ctx.era, identityOf(ctx.authInfo)), {
    legacy: 'stateless',
    maxRequestBodySize: maxBodyBytes,
    onerror: (err) => log.debug('mcp request rejected', { err: err.message }),
  });
  const stateless = toNodeHandler(mcp, { maxRequestBodySize: maxBodyBytes });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/health')
      return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    if (options.routes?.(req, res)) return;
    if (url.pathname !== path) return jsonError(res, 404, -32601, `Not found; the MCP endpoint is ${path}`);
    let identity: RequestIdentity | undefined;
    if (options.guard) {
      identity = await options.guard(req, res);
      if (!identity) return;
      (req as IncomingMessage & { auth?: unknown }).auth = toAuthInfo(identity);
    }
    // Everything is checked before anything is allocated for the request.
    let body: unknown;
    if (req.method === 'POST') {
      if (!isJson(req.headers['content-type']))
        return jsonError(res, 415, -32000, 'Unsupported Media Type: send Content-Type: application/json');
      try {
        body = await readJsonBody(req, maxBodyBytes);
      } catch (err) {
        const status = (err as { status?: number }).status ?? 400;
        return jsonError(
          res,
          status,
          -32700,
          status === 413 ? `Request body over ${maxBodyBytes} bytes` : 'Parse error: body is not JSON',
          status === 413 ? { connection: 'close' } : {},
        );
      }
    }
    const sessionId = req.headers['mcp-session-id'];
    if (typeof sessionId === 'string') return lane.handle(sessionId, req, res, body, identity);
    if (req.method === 'POST' && wantsSession(body)) return lane.open(req, res, body, identity);
    return stateless(req, res, body);
  };

  const http = createServer(serverTimeouts(options), (req, res) => {
    handle(req, res).catch((err) => {
      log.error('http request failed', { err: String(err) });
      if (!res.headersSent) jsonError(res, 500, -32603, 'Internal error');
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, options.host, () => resolve());
  });
  const { port } = http.address() as AddressInfo;
  const host = options.host;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}${path}`,
    port,
    options,
    notify: mcp.notify,
    sessions: lane.size,
    async close() {
      await lane.closeAll();
      await mcp.close().catch(() => undefined);
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
