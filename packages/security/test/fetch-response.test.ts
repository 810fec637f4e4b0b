import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isAppError } from '@sextant/core-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOriginFetch, fetchOrThrow, probeReachability } from '../src/index.js';

// A loopback site: each path answers one way.
const server = createServer((req, res) => {
  if (req.url === '/ok') return res.end('hello');
  if (req.url === '/limited') return res.writeHead(429, { 'retry-after': '7' }).end();
  if (req.url === '/exhausted') return res.writeHead(403, { 'x-ratelimit-remaining': '0' }).end();
  if (req.url === '/away') return res.writeHead(302, { location: 'http://192.0.2.1/elsewhere' }).end();
  if (req.url === '/broken') return res.writeHead(502).end();
  res.writeHead(404).end();
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const failure = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => (isAppError(e) ? { code: e.code, message: e.message, ...e.extra, cause: undefined } : e),
  );

describe('fetchOrThrow', () => {
  const opts = { what: 'The docs site' };

  it('returns the response of a page that answers', async () => {
    expect(await (await fetchOrThrow(`${base}/ok`, {}, opts)).text()).toBe('hello');
  });

  it('maps a missing page to NOT_FOUND with the given hint', async () => {
    expect(await failure(fetchOrThrow(`${base}/gone`, {}, { ...opts, notFoundHint: 'Try /develop.' }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'The docs site: /gone was not found.',
      hint: 'Try /develop.',
    });
  });

  it('maps 429 and an exhausted rate limit to RATE_LIMITED with the wait', async () => {
    expect(await failure(fetchOrThrow(`${base}/limited`, {}, opts))).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterMs: 7000,
    });
    expect(await failure(fetchOrThrow(`${base}/exhausted`, {}, opts))).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterMs: 60_000,
    });
  });

  it('maps other statuses and an unreachable site to UPSTREAM', async () => {
    expect(await failure(fetchOrThrow(`${base}/broken`, {}, opts))).toMatchObject({
      code: 'UPSTREAM',
      message: 'The docs site answered HTTP 502 for /broken.',
      details: { status: 502 },
    });
    expect(await failure(fetchOrThrow('http://127.0.0.1:9/', {}, opts))).toMatchObject({
      code: 'UPSTREAM',
      message: 'Cannot reach The docs site at http://127.0.0.1:9.',
    });
  });

  it("passes the origin policy's refusal through as FORBIDDEN", async () => {
    const onSite = createOriginFetch({ allowed: [base] });
    expect(await failure(fetchOrThrow(`${base}/away`, {}, { ...opts, fetch: onSite }))).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

describe('probeReachability', () => {
  it('reports success and failure with a latency instead of throwing', async () => {
    expect(await probeReachability(() => fetchOrThrow(`${base}/ok`, {}, { what: 'x' }))).toMatchObject({ ok: true });
    const down = await probeReachability(() => fetchOrThrow('http://127.0.0.1:9/', {}, { what: 'x' }));
    expect(down).toMatchObject({ ok: false, error: 'Cannot reach x at http://127.0.0.1:9.' });
    expect(down.latencyMs).toBeGreaterThanOrEqual(0);
  });
});
