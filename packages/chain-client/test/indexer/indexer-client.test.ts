import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIndexerClient } from '../../src/indexer/indexer-client.js';
import type { IndexerClient } from '../../src/indexer/indexer-client.js';
import { indexerEndpoints } from '../../src/indexer/endpoints.js';
import { FAKE_CONTRACT_STATES } from '../../src/testing/fake-contract-states.js';
import { FAKE_PROTOCOL_VERSIONS } from '../../src/testing/fake-indexer-data.js';
import { startFakeIndexer } from '../../src/testing/fake-indexer.js';
import type { FakeIndexer } from '../../src/testing/fake-indexer.js';
import { NIGHT_TOKEN_TYPE } from '../../src/units.js';

describe('indexer client against the loopback indexer', () => {
  let indexer: FakeIndexer;
  let client: IndexerClient;
  beforeAll(async () => {
    indexer = await startFakeIndexer();
    client = createIndexerClient({ url: indexer.url, retryDelaysMs: [10, 20, 40], timeoutMs: 3000 });
  });
  afterAll(async () => {
    await client?.dispose();
    await indexer?.stop();
  });

  it('derives the v4 endpoints from a base or GraphQL URL', () => {
    expect(indexerEndpoints('http://h:8088/api/v4/graphql')).toEqual({
      graphql: 'http://h:8088/api/v4/graphql',
      ws: 'ws://h:8088/api/v4/graphql/ws',
      ready: 'http://h:8088/ready',
    });
    expect(indexerEndpoints('https://indexer.example/').ws).toBe('wss://indexer.example/api/v4/graphql/ws');
  });

  it('reads a block by height and by hash, with transactions, and caches the historical answer', async () => {
    const expected = indexer.data.blocks[6]!;
    const byHeight = await client.getBlock({ height: 6 });
    expect(byHeight).toMatchObject({ hash: expected.hash, height: 6, timestamp: expected.timestamp });
    expect(byHeight!.transactions[0]).toMatchObject({
      __typename: 'RegularTransaction',
      hash: expected.txs[0]!.hash,
      transactionResult: { status: 'SUCCESS' },
    });
    const before = client.stats().history;
    const again = await client.getBlock({ height: 6 });
    expect(again).toEqual(byHeight);
    expect(client.stats().history.hits).toBe(before.hits + 1);
    expect(await client.getBlock({ hash: expected.hash })).toMatchObject({ height: 6 });
    expect(await client.getBlock({ height: 100_000 })).toBeNull();
  });

  it('finds transactions by hash and identifier', async () => {
    const tx = indexer.data.txs[3]!;
    expect((await client.getTransactions({ hash: tx.hash }))[0]).toMatchObject({
      id: tx.id,
      block: { height: tx.height },
    });
    expect((await client.getTransactions({ identifier: tx.identifiers[0]! }))[0]!.hash).toBe(tx.hash);
    expect(await client.getTransactions({ hash: 'ff'.repeat(32) })).toEqual([]);
  });

  it('drains unshieldedTransactions up to the progress marker the real indexer sends first', async () => {
    expect(indexer.progress.order).toBe('first');
    const history = await client.unshieldedHistory(indexer.data.address);
    expect(history).toMatchObject({ complete: true, stoppedBy: 'marker' });
    expect(history.items.length).toBe(history.highestTransactionId);
    const created = history.items.flatMap((i) => i.createdUtxos).filter((u) => u.tokenType === NIGHT_TOKEN_TYPE);
    const spent = new Set(history.items.flatMap((i) => i.spentUtxos).map((u) => `${u.intentHash}:${u.outputIndex}`));
    const balance = created
      .filter((u) => !spent.has(`${u.intentHash}:${u.outputIndex}`))
      .reduce((s, u) => s + BigInt(u.value), 0n);
    expect(balance).toBe(indexer.data.expectedNightBalance);
  });

  it.each(['first', 'last'] as const)(
    'completes at the marker when progress comes %s, also for an empty wallet',
    async (order) => {
      indexer.progress.order = order;
      try {
        const full = await client.unshieldedHistory(indexer.data.address);
        expect(full).toMatchObject({
          complete: true,
          stoppedBy: 'marker',
          highestTransactionId: indexer.data.txs.length,
        });
        expect(full.items.map((i) => i.transaction.id)).toEqual(indexer.data.txs.map((t) => t.id));
        const later = await client.unshieldedHistory(indexer.data.address, { fromTransactionId: 5 });
        expect(later).toMatchObject({ complete: true, stoppedBy: 'marker' });
        expect(later.items[0]!.transaction.id).toBe(5);
        const empty = await client.unshieldedHistory(indexer.data.emptyAddress);
        expect(empty).toMatchObject({ complete: true, stoppedBy: 'marker', items: [], highestTransactionId: 0 });
        const sessionId = await client.connect(indexer.data.emptyViewingKey);
        const shielded = await client.shieldedHistory(sessionId);
        expect(shielded).toMatchObject({ complete: true, stoppedBy: 'marker', items: [] });
        await client.disconnect(sessionId);
      } finally {
        indexer.progress.order = 'first';
      }
    },
  );

  it('stops on the idle limit after the last item when the marker is a slow tick away, and says so', async () => {
    const impatient = createIndexerClient({ url: indexer.url, timeoutMs: 5000, drainIdleMs: 1000 });
    indexer.progress.order = 'tick';
    try {
      const history = await impatient.unshieldedHistory(indexer.data.address);
      expect(history).toMatchObject({ complete: false, stoppedBy: 'idle', highestTransactionId: null });
      expect(history.items).toHaveLength(indexer.data.txs.length);
      const patient = await impatient.unshieldedHistory(indexer.data.address, { idleMs: 10_000, timeoutMs: 300 });
      expect(patient).toMatchObject({ complete: false, stoppedBy: 'timeout' });
    } finally {
      indexer.progress.order = 'first';
      await impatient.dispose();
    }
  });

  it('connects with a viewing key, drains shielded transactions, redacts the session id and disconnects', async () => {
    await expect(client.connect('mn_shield-esk_undeployed1qqqqqqqqqq')).rejects.toMatchObject({
      code: 'INVALID_VIEWING_KEY',
    });
    const sessionId = await client.connect(indexer.data.viewingKey);
    expect(client.redactor.redact(`session ${sessionId}`)).not.toContain(sessionId);
    const shielded = await client.shieldedHistory(sessionId);
    expect(shielded.complete).toBe(true);
    expect(shielded.items.map((t) => t.id)).toEqual(indexer.data.txs.filter((t) => t.shieldedFor).map((t) => t.id));
    await client.disconnect(sessionId);
    expect(indexer.sessions.size).toBe(0);
    await expect(client.shieldedHistory(sessionId)).rejects.toMatchObject({ code: 'GRAPHQL_ERROR' });
  });

  it('reads contract actions and events', async () => {
    const address = indexer.data.contractAddress;
    // The latest action ran on ledger 9: its state is named from its own tag, with the block's protocol version.
    expect(await client.contractAction(address)).toMatchObject({
      address,
      __typename: 'ContractCall',
      state: FAKE_CONTRACT_STATES[9],
      stateFormat: { kind: 'tagged', tag: 'contract-state[v8]', ledger: 9 },
      transaction: { protocolVersion: FAKE_PROTOCOL_VERSIONS[9] },
    });
    // The idle limit counts from the start: room for a loaded machine to open the subscription before the first event.
    const actions = await client.contractActions(address, { idleMs: 1000 });
    expect(actions.items[0]!.__typename).toBe('ContractDeploy');
    expect(actions.items.length).toBe(indexer.data.txs.filter((t) => t.action).length);
    // Before the fork the same contract's state is ledger 8's; the first call after it failed and has no state.
    const at = (tx: (typeof indexer.data.txs)[number]) =>
      client.contractAction(address, { transactionOffset: { hash: tx.hash } });
    const deploy = indexer.data.txs.find((t) => t.action?.kind === 'ContractDeploy')!;
    const failed = indexer.data.txs.find((t) => t.failed)!;
    expect(deploy.height).toBeLessThan(indexer.data.ledger9From);
    expect(await at(deploy)).toMatchObject({ stateFormat: { tag: 'contract-state[v6]', ledger: 8 } });
    expect(await at(failed)).toMatchObject({ state: '', stateFormat: { kind: 'failed-action' } });
    const events = await client.contractEvents({ contractAddress: address }, { limit: 2, offset: 1 });
    expect(events.map((e) => e.id)).toEqual([2, 3]);
  });

  it('retries HTTP 503 and reports readiness', async () => {
    indexer.faults.failNext = { status: 503, times: 2 };
    expect(await client.latestBlock()).toMatchObject({ height: indexer.data.blocks.at(-1)!.height });
    expect(client.stats().retries).toBeGreaterThanOrEqual(2);
    expect(await client.ready()).toEqual({ ready: true, status: 200 });
    indexer.faults.notReady = true;
    expect((await client.ready()).ready).toBe(false);
    indexer.faults.notReady = false;
    indexer.faults.failNext = { status: 503, times: 10 };
    await expect(client.latestBlock()).rejects.toMatchObject({ code: 'INDEXER_UNAVAILABLE' });
    indexer.faults.failNext = undefined;
  });
});
