import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { findRefusal, isConnectionRefused } from '../src/connection-refused.js';
import { createIndexerClient } from '../src/indexer/indexer-client.js';
import { createNodeClient } from '../src/node/node-client.js';
import { closedPort } from './support/closed-port.js';

describe('a refused connection fails at once, without the retry backoff', () => {
  // The node client loads @polkadot/api on first use: on a loaded machine that alone can take tens of seconds under
  // vitest's transform, which is not what these tests measure.
  beforeAll(() => import('@polkadot/api'), 120_000);

  it('indexer: INDEXER_UNAVAILABLE (connection refused) after one attempt, with the default retry delays', async () => {
    const client = createIndexerClient({ url: `http://127.0.0.1:${await closedPort()}` });
    await expect(client.latestBlock()).rejects.toMatchObject({
      code: 'INDEXER_UNAVAILABLE',
      message: expect.stringContaining('connection refused'),
      extra: { hint: expect.stringContaining('MIDNIGHT_INDEXER_URL'), details: { transient: false } },
    });
    expect(client.stats().retries).toBe(0);
    await client.dispose();
  });

  it('node: NODE_UNAVAILABLE (connection refused) after one connection attempt, with the default delays', async () => {
    const client = createNodeClient({ url: `ws://127.0.0.1:${await closedPort()}` });
    await expect(client.getFinalizedHead()).rejects.toMatchObject({
      code: 'NODE_UNAVAILABLE',
      message: expect.stringContaining('connection refused'),
      extra: { details: { transient: false } },
    });
    expect(client.stats()).toMatchObject({ retries: 0, reconnectDelaysMs: [0] });
    await client.disconnect();
  });

  it('recognises ECONNREFUSED through cause, ws error links and AggregateError only', () => {
    const refused = (addr: string) =>
      Object.assign(new Error(`connect ECONNREFUSED ${addr}`), { code: 'ECONNREFUSED' });
    expect(isConnectionRefused(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }))).toBe(true);
    expect(isConnectionRefused({ error: new Error('connect ECONNREFUSED 127.0.0.1:9') })).toBe(true);
    // Happy eyeballs (localhost as ::1 and 127.0.0.1): an AggregateError whose own message may be empty.
    expect(isConnectionRefused(new AggregateError([refused('::1:9'), refused('127.0.0.1:9')], ''))).toBe(true);
    expect(isConnectionRefused(new AggregateError([refused('::1:9'), new Error('connect ETIMEDOUT')], ''))).toBe(false);
    expect(isConnectionRefused(new Error('ETIMEDOUT'))).toBe(false);
    expect(isConnectionRefused(undefined)).toBe(false);
  });
});

// Node 22+ hands @polkadot/api the runtime's WebSocket (undici): its error event has no message, code or cause.
describe('a failure that gives no reason (the runtime WebSocket error event)', () => {
  const noReason = () => new Event('error');

  it('is found refused by asking the port, on every Node', async () => {
    const port = await closedPort();
    expect(isConnectionRefused(noReason())).toBe(false);
    await expect(findRefusal(noReason(), `ws://127.0.0.1:${port}`)).resolves.toMatchObject({ code: 'ECONNREFUSED' });
    await expect(findRefusal(noReason(), `ws://localhost:${port}/rpc`)).resolves.toMatchObject({
      code: 'ECONNREFUSED',
    });
  });

  it('is not called refused when something listens there (an HTTP server that is no WebSocket)', async () => {
    const server = createServer((_, res) => res.writeHead(404).end());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const { port } = server.address() as AddressInfo;
    try {
      await expect(findRefusal(noReason(), `ws://127.0.0.1:${port}`)).resolves.toBeUndefined();
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });

  it('is not probed for a URL that names no TCP endpoint', async () => {
    await expect(findRefusal(noReason(), 'not a url')).resolves.toBeUndefined();
    await expect(findRefusal(noReason(), 'file:///tmp/node.sock')).resolves.toBeUndefined();
  });
});
