import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUnshieldedAccounts, loadUnshieldedAccount } from '../../src/composites/unshielded-account.js';
import { verifyBlockFinality } from '../../src/composites/block-finality.js';
import { sampleNetwork } from '../../src/composites/network-sample.js';
import { pageById, summarizeTransaction } from '../../src/composites/transactions.js';
import { createIndexerClient } from '../../src/indexer/indexer-client.js';
import type { IndexerClient } from '../../src/indexer/indexer-client.js';
import { createNodeClient } from '../../src/node/node-client.js';
import type { NodeClient } from '../../src/node/node-client.js';
import { startFakeIndexer } from '../../src/testing/fake-indexer.js';
import type { FakeIndexer } from '../../src/testing/fake-indexer.js';
import { startFakeNode } from '../../src/testing/fake-node.js';
import type { FakeNode } from '../../src/testing/fake-node.js';
import { sharedMidnightFile } from '../support/shared.js';

let node: FakeNode;
let indexer: FakeIndexer;
let nodeClient: NodeClient;
let indexerClient: IndexerClient;
beforeAll(async () => {
  node = await startFakeNode({ metadataPath: sharedMidnightFile('midnight-node-2.1.0-metadata.scale'), blocks: 30 });
  indexer = await startFakeIndexer({
    blocks: node.chain.blocks.slice(0, node.chain.finalizedNumber() + 1),
    network: 'undeployed',
  });
  nodeClient = createNodeClient({ url: node.url, retryDelaysMs: [20, 40, 80], timeoutMs: 3000 });
  indexerClient = createIndexerClient({ url: indexer.url, retryDelaysMs: [10, 20, 40], timeoutMs: 3000 });
});
afterAll(async () => {
  await Promise.allSettled([nodeClient?.disconnect(), indexerClient?.dispose()]);
  await Promise.allSettled([node?.stop(), indexer?.stop()]);
});

describe('chain composites against a loopback node and indexer', () => {
  it('places a block against GRANDPA: finalized with its confirmations, or pending', async () => {
    expect(await verifyBlockFinality(nodeClient, { height: 5 })).toMatchObject({
      status: 'finalized',
      is_canonical: true,
      confirmations: 25,
    });
    const pending = await verifyBlockFinality(nodeClient, { hash: node.chain.blocks[30]!.hash });
    expect(pending).toMatchObject({ status: 'pending', is_finalized: false, blocks_until_finalized: 2 });
  });

  it('samples block times and finality lag over the last blocks', async () => {
    expect(await sampleNetwork(nodeClient, 10)).toMatchObject({
      sample: { blocks: 10, to: 30 },
      block_time_ms: { p50: 6000, avg: 6000 },
      finality_lag_blocks: 2,
      finality_lag_ms: 12000,
    });
  });

  it('rebuilds an unshielded balance from the history, NIGHT formatted', async () => {
    const { address, expectedNightBalance } = indexer.data;
    const account = await loadUnshieldedAccount(indexerClient, address, 'undeployed', 5000);
    const night = account.balances.find((b) => b.token === 'NIGHT')!;
    expect(BigInt(night.atomic)).toBe(expectedNightBalance);
    expect(night.formatted).toMatch(/ NIGHT$/);
    await expect(
      loadUnshieldedAccount(indexerClient, address.replace('_undeployed', '_preview'), 'undeployed', 5000),
    ).rejects.toMatchObject({ code: 'INVALID_ADDRESS' });
  });

  it('keeps accounts per address: a second load reads only the transactions after the last one seen', async () => {
    const { address, expectedNightBalance } = indexer.data;
    const accounts = createUnshieldedAccounts(indexerClient, { network: 'undeployed', drainTimeoutMs: 5000 });
    const started = indexer.subscriptions.length;
    // Two loads at once still drain once in full: the second waits for the first, then asks for what is newer.
    const [first, second] = await Promise.all([accounts.load(address), accounts.load(address)]);
    const lastId = first.history.items.at(-1)!.transaction.id;
    expect(indexer.subscriptions.slice(started).map((s) => s.variables)).toEqual([
      { address, transactionId: 0 },
      { address, transactionId: lastId + 1 },
    ]);
    for (const account of [first, second]) {
      expect(account.history).toMatchObject({ complete: true, stoppedBy: 'marker' });
      expect(account.history.items).toHaveLength(first.history.items.length);
      expect(BigInt(account.balances.find((b) => b.token === 'NIGHT')!.atomic)).toBe(expectedNightBalance);
    }
    expect(first.history.items.length).toBeGreaterThan(0);
    expect(second).toEqual({ ...first, history: { ...first.history, highestTransactionId: expect.any(Number) } });
    await expect(accounts.load(address.replace('_undeployed', '_preview'))).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
    });
  });

  it('summarizes transactions and pages them by id', async () => {
    const block = await indexerClient.getBlock({ height: 6 });
    const summary = summarizeTransaction(block!.transactions[0]!);
    expect(summary).toMatchObject({ kind: 'regular', status: 'SUCCESS', block_height: 6 });
    const items = [3, 1, 2].map((id) => ({ id }));
    expect(pageById(items, { order: 'desc', offset: 1, limit: 1 })).toEqual({
      items: [{ id: 2 }],
      total: 3,
      has_more: true,
    });
  });
});
