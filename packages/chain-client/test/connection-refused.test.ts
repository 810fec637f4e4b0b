import { describe, expect, it } from 'vitest';
import { isConnectionRefused } from '../src/connection-refused.js';
import { createIndexerClient } from '../src/indexer/indexer-client.js';
import { createNodeClient } from '../src/node/node-client.js';
import { closedPort } from './support/closed-port.js';

describe('a refused connection fails at once, without the retry backoff', () => {
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

  it('recognises ECONNREFUSED through cause and ws error links only', () => {
    expect(isConnectionRefused(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }))).toBe(true);
    expect(isConnectionRefused({ error: new Error('connect ECONNREFUSED 127.0.0.1:9') })).toBe(true);
    expect(isConnectionRefused(new Error('ETIMEDOUT'))).toBe(false);
    expect(isConnectionRefused(undefined)).toBe(false);
  });
});
