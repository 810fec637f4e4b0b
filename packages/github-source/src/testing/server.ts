import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultFixtures } from './fixtures/index.js';
import type { FakeFixtures } from './fixtures/types.js';
import { HttpError, matchRoute, type Reply, type RouteCtx } from './routes.js';

/** A failure (or delay) the fake GitHub injects into matching requests. */
export interface FakeFault {
  /** Substring or pattern of the request path. */
  path: string | RegExp;
  /** Status to answer with: 403 (secondary limit), 429, 500, 502…; absent = only delay. */
  status?: number;
  /** How many requests it hits. @default 1 */
  times?: number;
  /** `retry-after` header in seconds. */
  retryAfter?: number;
  /** Wait before answering (or before failing). */
  delayMs?: number;
  message?: string;
}

/** Options of {@link startFakeGitHub}. */
export interface FakeGitHubOptions {
  /** @default 0 (a free port) */
  port?: number;
  host?: string;
  /** Repositories to serve. @default acme/widgets and acme/ledger */
  fixtures?: FakeFixtures;
  /** Valid tokens; any other token gets 401. @default any token is accepted */
  tokens?: string[];
  /** Budgets per resource for authenticated callers. @default core 5000, search 30, code_search 10 */
  rateLimits?: Partial<Record<'core' | 'search' | 'code_search', number>>;
}

/** Live counters of the fake GitHub. */
export interface FakeGitHubStats {
  requests: number;
  notModified: number;
  faults: number;
  byPath: Record<string, number>;
}

/** A running fake GitHub. */
export interface FakeGitHub {
  /** REST API root to use as baseUrl / GITHUB_API_URL. */
  url: string;
  stats: FakeGitHubStats;
  inject(fault: FakeFault): void;
  /** Zeroes counters and budgets, drops pending faults. */
  reset(): void;
  close(): Promise<void>;
}

const LAST_MODIFIED = new Date('2026-11-01T12:00:00Z').toUTCString();
const WINDOW_RESET = () => Math.floor(Date.now() / 1000) + 3600;

/** Starts a GitHub REST look-alike on 127.0.0.1: documented shapes, ETag/304, rate-limit headers, injectable faults. */
export async function startFakeGitHub(opts: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const world = opts.fixtures ?? defaultFixtures();
  const limits = { core: 5000, search: 30, code_search: 10, ...opts.rateLimits };
  const stats: FakeGitHubStats = { requests: 0, notModified: 0, faults: 0, byPath: {} };
  let used: Record<string, number> = {};
  let faults: Array<FakeFault & { left: number }> = [];
  let reset = WINDOW_RESET();
  let api = '';

  const server = createServer((req, res) => {
    handle(req, res).catch((err) => send(res, 500, { message: String(err) }, {}));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname.replace(/^\/api\/v3(?=\/)/, '');
    stats.requests += 1;
    stats.byPath[path] = (stats.byPath[path] ?? 0) + 1;
    const token = /^(?:token|bearer)\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const authed = Boolean(token);
    const resource = path.startsWith('/search/code') ? 'code_search' : path.startsWith('/search/') ? 'search' : 'core';
    const bucket = `${resource}:${authed}`;
    const limit = authed ? limits[resource] : resource === 'core' ? 60 : 10;
    const rateHeaders = () => ({
      'x-ratelimit-limit': String(limit),
      'x-ratelimit-remaining': String(Math.max(0, limit - (used[bucket] ?? 0))),
      'x-ratelimit-used': String(used[bucket] ?? 0),
      'x-ratelimit-reset': String(reset),
      'x-ratelimit-resource': resource,
    });

    const fault = faults.find(
      (f) => f.left > 0 && (typeof f.path === 'string' ? path.includes(f.path) : f.path.test(path)),
    );
    if (fault) {
      fault.left -= 1;
      stats.faults += 1;
      if (fault.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs));
      if (fault.status) {
        const secondary = fault.status === 403 || fault.status === 429;
        const message =
          fault.message ??
          (secondary
            ? 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.'
            : 'Server Error');
        const extra: Record<string, string> =
          fault.retryAfter !== undefined ? { 'retry-after': String(fault.retryAfter) } : {};
        return send(
          res,
          fault.status,
          { message, documentation_url: 'https://docs.github.com/rest' },
          { ...rateHeaders(), ...extra },
        );
      }
    }
    if (opts.tokens && token && !opts.tokens.includes(token)) {
      return send(res, 401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' }, {});
    }
    if (path === '/rate_limit') {
      const snap = (r: 'core' | 'search' | 'code_search') => ({
        limit: limits[r],
        used: used[`${r}:${authed}`] ?? 0,
        remaining: limits[r] - (used[`${r}:${authed}`] ?? 0),
        reset,
      });
      return send(
        res,
        200,
        {
          resources: { core: snap('core'), search: snap('search'), code_search: snap('code_search') },
          rate: snap('core'),
        },
        {},
      );
    }
    if ((used[bucket] ?? 0) >= limit) {
      return send(
        res,
        403,
        {
          message: `API rate limit exceeded for ${authed ? 'user' : 'anonymous'}.`,
          documentation_url: 'https://docs.github.com/rest/rate-limit',
        },
        rateHeaders(),
      );
    }
    const route = matchRoute(path);
    let reply: Reply;
    try {
      if (!route) throw new HttpError(404, 'Not Found');
      const ctx: RouteCtx = {
        params: route.params,
        query: url.searchParams,
        accept: String(req.headers.accept ?? ''),
        authed,
        api,
        world,
      };
      reply = route.handler(ctx);
    } catch (err) {
      used[bucket] = (used[bucket] ?? 0) + 1;
      const e = err instanceof HttpError ? err : new HttpError(500, String(err));
      return send(
        res,
        e.status,
        { message: e.message, documentation_url: 'https://docs.github.com/rest' },
        { ...rateHeaders(), ...e.headers },
      );
    }
    if ('redirect' in reply) return send(res, 302, undefined, { location: reply.redirect });
    if ('raw' in reply) {
      used[bucket] = (used[bucket] ?? 0) + 1;
      res.writeHead(200, { 'content-type': reply.contentType, 'content-length': reply.raw.length });
      return void res.end(reply.raw);
    }
    const headers: Record<string, string> = {};
    let body: unknown;
    if ('list' in reply) {
      const per = Math.min(100, Number(url.searchParams.get('per_page') ?? 30));
      const page = Number(url.searchParams.get('page') ?? 1);
      const last = Math.max(1, Math.ceil(reply.list.length / per));
      body = reply.list.slice((page - 1) * per, page * per);
      const link = (p: number, rel: string) => {
        const u = new URL(`${api}${path}${url.search}`);
        u.searchParams.set('page', String(p));
        return `<${u}>; rel="${rel}"`;
      };
      const links = [
        page < last && link(page + 1, 'next'),
        page < last && link(last, 'last'),
        page > 1 && link(1, 'first'),
        page > 1 && link(page - 1, 'prev'),
      ];
      if (links.some(Boolean)) headers.link = links.filter(Boolean).join(', ');
    } else body = reply.body;
    const json = JSON.stringify(body);
    const etag = `W/"${createHash('sha1').update(json).digest('hex')}"`;
    const fresh =
      req.headers['if-none-match'] === etag ||
      (!req.headers['if-none-match'] && req.headers['if-modified-since'] === LAST_MODIFIED);
    if (fresh) {
      stats.notModified += 1; // conditional hits cost no rate limit on GitHub
      res.writeHead(304, { etag, 'last-modified': LAST_MODIFIED, ...rateHeaders() });
      return void res.end();
    }
    used[bucket] = (used[bucket] ?? 0) + 1;
    send(
      res,
      'status' in reply && reply.status ? reply.status : 200,
      body,
      { ...headers, etag, 'last-modified': LAST_MODIFIED, ...rateHeaders() },
      json,
    );
  }

  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve));
  const addr = server.address() as AddressInfo;
  api = `http://${addr.address}:${addr.port}`;
  return {
    url: api,
    stats,
    inject: (f) => void faults.push({ ...f, left: f.times ?? 1 }),
    reset() {
      Object.assign(stats, { requests: 0, notModified: 0, faults: 0, byPath: {} });
      used = {};
      faults = [];
      reset = WINDOW_RESET();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string>, json?: string) {
  const text = body === undefined ? '' : (json ?? JSON.stringify(body));
  res.writeHead(status, {
    ...(body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }),
    'x-github-api-version-selected': '2022-11-28',
    ...headers,
  });
  res.end(text);
}
