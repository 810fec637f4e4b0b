import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import type { Logger } from '@sextant/core-engine';

export interface HttpOptions {
  /** @default 3000 (0 picks a free port) */
  port?: number;
  /** @default '127.0.0.1' */
  host?: string;
  /** @default '/mcp' */
  path?: string;
  /** Largest request body. @default 8 MiB */
  maxBodyBytes?: number;
}

/** A running Streamable HTTP endpoint. */
export interface HttpHandle {
  url: string;
  port: number;
  close(): Promise<void>;
}

const jsonError = (res: ServerResponse, status: number, code: number, message: string) => {
  res
    .writeHead(status, { 'content-type': 'application/json' })
    .end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
};

/** Serves MCP over Streamable HTTP: one McpServer per session, created by `makeServer`. */
export async function serveHttp(makeServer: () => McpServer, log: Logger, opts: HttpOptions = {}): Promise<HttpHandle> {
  const path = opts.path ?? '/mcp';
  const maxBody = opts.maxBodyBytes ?? 8 * 1024 * 1024;
  const sessions = new Map<string, { transport: StreamableHTTPServerTransport; server: McpServer }>();

  const readBody = (req: IncomingMessage) =>
    new Promise<unknown>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (c: Buffer) => {
        size += c.length;
        if (size > maxBody) {
          reject(Object.assign(new Error('body too large'), { status: 413 }));
          req.destroy();
        } else chunks.push(c);
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

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/health')
      return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    if (url.pathname !== path) return jsonError(res, 404, -32601, `Not found; the MCP endpoint is ${path}`);
    const sessionId = req.headers['mcp-session-id'];
    const existing = typeof sessionId === 'string' ? sessions.get(sessionId) : undefined;
    let body: unknown;
    if (req.method === 'POST') {
      try {
        body = await readBody(req);
      } catch (err) {
        const status = (err as { status?: number }).status ?? 400;
        return jsonError(
          res,
          status,
          -32700,
          status === 413 ? `Request body over ${maxBody} bytes` : 'Parse error: body is not JSON',
        );
      }
    }
    if (existing) return existing.transport.handleRequest(req, res, body);
    if (req.method === 'POST' && isInitializeRequest(body)) {
      const server = makeServer();
      const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => void sessions.set(id, { transport, server }),
      });
      transport.onclose = () => {
        if (transport.sessionId) sessions.delete(transport.sessionId);
      };
      await server.connect(transport);
      return transport.handleRequest(req, res, body);
    }
    return jsonError(
      res,
      400,
      -32000,
      sessionId ? 'Unknown or expired session; initialize again' : 'No session; send an initialize request first',
    );
  };

  const http = createServer((req, res) => {
    handle(req, res).catch((err) => {
      log.error('http request failed', { err: String(err) });
      if (!res.headersSent) jsonError(res, 500, -32603, 'Internal error');
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(opts.port ?? 3000, opts.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = http.address() as AddressInfo;
  const host = opts.host ?? '127.0.0.1';
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}${path}`,
    port,
    async close() {
      await Promise.all([...sessions.values()].map((s) => s.server.close().catch(() => undefined)));
      sessions.clear();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
