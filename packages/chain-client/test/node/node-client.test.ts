import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeClient } from '../../src/node/node-client.js';
import type { NodeClient } from '../../src/node/node-client.js';
import { contractStateFormat } from '../../src/contract-state.js';
import { FAKE_CONTRACT_STATES } from '../../src/testing/fake-contract-states.js';
import { startFakeNode } from '../../src/testing/fake-node.js';
import type { FakeNode } from '../../src/testing/fake-node.js';

import { sharedMidnightFile } from '../support/shared.js';

const METADATA = sharedMidnightFile('midnight-node-2.1.0-metadata.scale');

describe('node client against the loopback node (real Midnight 2.1.0 metadata)', () => {
  let node: FakeNode;
  let client: NodeClient;
  beforeAll(async () => {
    if (!METADATA) console.error('shared/reference/midnight metadata not found; using the generic Substrate metadata');
    node = await startFakeNode({ metadataPath: METADATA, blocks: 30 });
    client = createNodeClient({ url: node.url, retryDelaysMs: [20, 40, 80], timeoutMs: 2000 });
  });
  afterAll(async () => {
    await client.disconnect();
    await node.stop();
  });

  it('decodes a block with section/method/args, timestamp and Midnight tx hashes', async () => {
    const block = await client.getBlock({ height: 6 });
    const expected = node.chain.blocks[6]!;
    expect(block.hash).toBe(expected.hash);
    expect(block.number).toBe(6);
    expect(block.timestamp).toBe(expected.timestamp);
    expect(block.extrinsics[0]).toMatchObject({ section: 'timestamp', method: 'set', success: true });
    if (node.chain.hasMidnightPallet) {
      expect(block.extrinsics[1]).toMatchObject({
        section: 'midnight',
        method: 'sendMnTransaction',
        midnightTxHash: expected.midnightTxs[0]!.txHash,
      });
      expect(block.events.map((e) => `${e.section}.${e.method}`)).toContain('midnight.ContractCall');
    }
  });
});

describe('node client: heads, cache, custom RPC, faults', () => {
  let node: FakeNode;
  let client: NodeClient;
  beforeAll(async () => {
    node = await startFakeNode({
      metadataPath: METADATA,
      blocks: 20,
      finalityLag: 3,
      contractStates: { abcd: FAKE_CONTRACT_STATES[9] },
    });
    client = createNodeClient({ url: node.url, retryDelaysMs: [20, 40, 80], timeoutMs: 1000 });
  });
  afterAll(async () => {
    await client.disconnect();
    await node.stop();
  });

  it('declares NIGHT with 6 decimals instead of the Unit/12 default', async () => {
    const api = await client.api();
    expect(api.registry.chainTokens).toEqual(['NIGHT']);
    expect(api.registry.chainDecimals).toEqual([6]);
  });

  it('reports the GRANDPA finalized head and the best head', async () => {
    expect(await client.getFinalizedHead()).toEqual({ hash: node.chain.blocks[17]!.hash, number: 17 });
    expect(await client.getBestHead()).toEqual({ hash: node.chain.blocks[20]!.hash, number: 20 });
  });

  it('caches finalized blocks only', async () => {
    const before = client.stats().blocks;
    await client.getBlock({ hash: node.chain.blocks[5]!.hash });
    await client.getBlock({ hash: node.chain.blocks[5]!.hash });
    await client.getBlock({ hash: node.chain.blocks[19]!.hash });
    const unfinalized = await client.getBlock({ hash: node.chain.blocks[19]!.hash });
    const after = client.stats().blocks;
    expect(unfinalized.finalized).toBe(false);
    expect(after.hits - before.hits).toBe(1);
    expect(after.misses - before.misses).toBe(3);
  });

  it('answers BLOCK_NOT_FOUND for unknown heights and hashes', async () => {
    await expect(client.getBlock({ height: 9999 })).rejects.toMatchObject({ code: 'BLOCK_NOT_FOUND' });
    await expect(client.getBlock({ hash: '0x' + '11'.repeat(32) })).rejects.toMatchObject({ code: 'BLOCK_NOT_FOUND' });
  });

  it('calls custom Midnight RPCs after feature detection', async () => {
    const methods = await client.rpcMethods();
    if (!node.chain.hasMidnightPallet) {
      await expect(client.callRpc('midnight_ledgerVersion')).rejects.toMatchObject({ code: 'UNSUPPORTED' });
      return;
    }
    expect(methods).toContain('midnight_contractState');
    // Node 2.1.101 as the networks run it since the ledger-9 upgrade: runtime spec 2_001_100, ledger 9.1.0.1.
    const { specVersion, transactionVersion } = (await client.api()).runtimeVersion;
    expect([specVersion.toNumber(), transactionVersion.toNumber()]).toEqual([2_001_100, 4]);
    expect(await client.callRpc('midnight_ledgerVersion')).toBe('ledger-9.1.0.1');
    const state = await client.callRpc<string>('midnight_contractState', ['abcd']);
    expect(contractStateFormat(state)).toMatchObject({ kind: 'tagged', tag: 'contract-state[v8]', ledger: 9 });
    await expect(client.callRpc('midnight_contractState', ['0000'])).rejects.toMatchObject({ code: 'RPC_ERROR' });
    await expect(client.callRpc('author_submitExtrinsic', ['0x00'])).rejects.toMatchObject({ code: 'UNSUPPORTED' });
  });

  it('maps a node error to RPC_ERROR without retrying it', async () => {
    node.faults.errors = { system_health: { code: -32000, message: 'boom' } };
    const calls = node.calls.length;
    await expect(client.health()).rejects.toMatchObject({
      code: 'RPC_ERROR',
      message: expect.stringContaining('boom'),
    });
    expect(node.calls.slice(calls).filter((m) => m === 'system_health')).toHaveLength(1);
    node.faults.errors = {};
    const health = await client.health();
    expect(health).toMatchObject({ peers: 3, isSyncing: false, finalized: { number: 17 } });
  });

  it('times out a hung call and retries it (no call hangs)', async () => {
    node.faults.hang = ['chain_getFinalizedHead'];
    const retries = client.stats().retries;
    // Each attempt ends at the 2 s call limit (TIMEOUT); on a loaded machine the provider may first drop the
    // socket it sees as stalled (NODE_UNAVAILABLE). Either way the call ends, after the full retry budget.
    const failure = await client.getFinalizedHead().catch((e: unknown) => e);
    expect(['TIMEOUT', 'NODE_UNAVAILABLE']).toContain((failure as { code?: string }).code);
    expect(client.stats().retries - retries).toBe(3);
    node.faults.hang = [];
  });

  it('recovers after the node drops every connection', async () => {
    node.dropConnections();
    const head = await client.getBestHead();
    expect(head.number).toBe(20);
    expect(client.stats().retries).toBeGreaterThan(0);
  });
});

describe('node client: unreachable node', () => {
  it('fails fast with NODE_UNAVAILABLE and a hint', async () => {
    const node = await startFakeNode({ blocks: 1 });
    const url = node.url;
    await node.stop();
    const client = createNodeClient({ url, retryDelaysMs: [], connectTimeoutMs: 500 });
    await expect(client.getFinalizedHead()).rejects.toMatchObject({
      code: 'NODE_UNAVAILABLE',
      extra: { hint: expect.stringContaining('MIDNIGHT_NODE_URL') },
    });
    await client.disconnect();
  });
});

describe('node client: reconnect with exponential backoff', () => {
  it('waits longer after each refused reconnect, then recovers', async () => {
    const node = await startFakeNode({ blocks: 4 });
    const client = createNodeClient({ url: node.url, retryDelaysMs: [20, 40, 80, 160, 320], timeoutMs: 2000 });
    try {
      await client.getBestHead();
      expect(client.stats().reconnectDelaysMs).toEqual([0]);
      node.faults.refuseConnections = 3;
      node.dropConnections();
      expect(await client.getBestHead()).toMatchObject({ number: 4 });
      // After the drop: immediately (refused), 20 ms (refused), 40 ms (refused), 80 ms (accepted).
      expect(client.stats().reconnectDelaysMs).toEqual([0, 0, 20, 40, 80]);
      expect(node.faults.refuseConnections).toBe(0);
    } finally {
      await client.disconnect();
      await node.stop();
    }
  });
});

describe('node client against generic Substrate metadata (@polkadot/types-support)', () => {
  it('decodes blocks of a chain without the Midnight pallet and reports no Midnight RPCs', async () => {
    const node = await startFakeNode({ blocks: 5 });
    const client = createNodeClient({ url: node.url, retryDelaysMs: [20], timeoutMs: 2000 });
    try {
      expect(node.chain.hasMidnightPallet).toBe(false);
      const block = await client.getBlock({ height: 2 });
      expect(block).toMatchObject({
        number: 2,
        hash: node.chain.blocks[2]!.hash,
        timestamp: node.chain.blocks[2]!.timestamp,
      });
      expect(block.extrinsics).toEqual([
        expect.objectContaining({ section: 'timestamp', method: 'set', success: true }),
      ]);
      expect((await client.health()).midnightRpc).toEqual([]);
    } finally {
      await client.disconnect();
      await node.stop();
    }
  });
});
