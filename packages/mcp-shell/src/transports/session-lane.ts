import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { McpServer } from '@modelcontextprotocol/server';
import { NodeStreamableHTTPServerTransport } from '@modelcontextprotocol/node';
import type { Logger } from '@sextant/core-engine';
import type { RequestIdentity } from '../identity.js';
import { jsonError } from './http-body.js';

interface Session {
  id?: string;
  /** The client that opened it (when a guard identifies clients): only it may use the session. */
  clientId?: string;
  server: McpServer;
  transport: NodeStreamableHTTPServerTransport;
  /** POSTs in flight (an open GET stream does not make a session busy). */
  busy: number;
  lastSeen: number;
  timer: NodeJS.Timeout;
}

/** The sessionful 2025 lane's limits. */
export interface SessionLaneOptions {
  make(identity: RequestIdentity | undefined): McpServer;
  maxSessions: number;
  idleMs: number;
  log: Logger;
}

/**
 * Sessions for 2025-era clients that need server-to-client requests (sampling, roots) over HTTP. At most
 * `maxSessions`: a new one evicts the session idle longest, or gets 503 + Retry-After when every one is busy.
 * Sessions idle for `idleMs` are closed; closing releases their server. Unknown or expired ids get 404.
 */
export function createSessionLane(opts: SessionLaneOptions) {
  const all = new Set<Session>();
  const byId = new Map<string, Session>();

  const close = async (s: Session, why: string) => {
    if (!all.delete(s)) return;
    if (s.id) byId.delete(s.id);
    clearTimeout(s.timer);
    opts.log.debug('session closed', { session: s.id, why });
    await s.server.close().catch(() => undefined);
  };

  const serve = async (s: Session, req: IncomingMessage, res: ServerResponse, body: unknown) => {
    const counts = req.method === 'POST';
    if (counts) s.busy++;
    s.lastSeen = Date.now();
    s.timer.refresh();
    if (counts)
      res.once('close', () => {
        s.busy--;
        s.lastSeen = Date.now();
        s.timer.refresh();
      });
    await s.transport.handleRequest(req, res, body);
  };

  /** Frees a place for a new session: evicts the oldest idle one; false when all are busy. */
  const admit = async () => {
    if (all.size < opts.maxSessions) return true;
    let oldest: Session | undefined;
    for (const s of all) if (s.busy === 0 && (!oldest || s.lastSeen < oldest.lastSeen)) oldest = s;
    if (!oldest) return false;
    await close(oldest, 'evicted for a new session');
    return true;
  };

  return {
    size: () => all.size,
    /** Serves a request that names a session. */
    async handle(
      id: string,
      req: IncomingMessage,
      res: ServerResponse,
      body: unknown,
      identity: RequestIdentity | undefined,
    ) {
      const s = byId.get(id);
      // Another client's session id is answered as unknown: ids are not a way into someone else's session.
      if (!s || s.clientId !== identity?.clientId)
        return jsonError(res, 404, -32001, 'Session not found or expired; initialize again');
      await serve(s, req, res, body);
    },
    /** Opens a session for an initialize request. */
    async open(req: IncomingMessage, res: ServerResponse, body: unknown, identity: RequestIdentity | undefined) {
      if (!(await admit()))
        return jsonError(res, 503, -32000, 'Every session is busy; retry shortly', { 'retry-after': '5' });
      const server = opts.make(identity);
      const s: Session = {
        clientId: identity?.clientId,
        server,
        transport: new NodeStreamableHTTPServerTransport({
          sessionIdGenerator: () => randomUUID(),
          onsessioninitialized: (id) => {
            s.id = id;
            byId.set(id, s);
          },
        }),
        busy: 0,
        lastSeen: Date.now(),
        timer: setTimeout(function expire() {
          if (s.busy > 0) s.timer.refresh();
          else void close(s, 'idle');
        }, opts.idleMs).unref(),
      };
      all.add(s);
      s.transport.onclose = () => void close(s, 'transport closed');
      await server.connect(s.transport);
      await serve(s, req, res, body);
      // A rejected initialize (bad Accept header, invalid params) leaves no session behind.
      if (!s.id) await close(s, 'initialize rejected');
    },
    async closeAll() {
      await Promise.all([...all].map((s) => close(s, 'server shutting down')));
    },
  };
}
