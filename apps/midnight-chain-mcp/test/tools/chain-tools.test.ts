import { connectInMemory } from '@sextant/mcp-shell/testing';
import type { TestConnection } from '@sextant/mcp-shell/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tools } from '../../src/tools/index.js';
import { startWorld } from '../support/world.js';
import type { World } from '../support/world.js';

let world: World;
let conn: TestConnection;
const call = async (name: string, args: Record<string, unknown> = {}) => {
  const res = await conn.client.callTool({ name, arguments: { ...args, format: 'json' } });
  const text = (res.content as { text: string }[])[0]!.text;
  return {
    res,
    data: res.structuredContent as Record<string, any>, // eslint-disable-line @typescript-eslint/no-explicit-any
    error: res.isError ? (JSON.parse(text).error as { code: string; message: string; hint?: string }) : undefined,
  };
};

beforeAll(async () => {
  world = await startWorld();
  conn = await connectInMemory({ tools, deps: world.deps() });
});
afterAll(async () => {
  await conn?.close();
  await world?.close();
});

describe('RPC tools', () => {
  it('lists every tool with its schemas', async () => {
    const listed = await conn.client.listTools();
    expect(listed.tools.map((t) => t.name).sort()).toEqual(tools.map((t) => t.name).sort());
    await expect(JSON.stringify(listed, null, 2)).toMatchFileSnapshot('__toolsnaps__/tools.json');
  });

  it('midnight_rpc_get_block decodes a block by height with Midnight tx hashes', async () => {
    const { data } = await call('midnight_rpc_get_block', { height: 6 });
    const expected = world.node.chain.blocks[6]!;
    expect(data).toMatchObject({
      number: 6,
      hash: expected.hash,
      finalized: true,
      timestamp: new Date(expected.timestamp).toISOString(),
    });
    if (world.node.chain.hasMidnightPallet) expect(data.midnight_tx_hashes).toEqual([expected.midnightTxs[0]!.txHash]);
    expect((await call('midnight_rpc_get_block', { height: 99_999 })).error).toMatchObject({ code: 'BLOCK_NOT_FOUND' });
    expect((await call('midnight_rpc_get_block', { hash: 'zz' })).error).toMatchObject({ code: 'INVALID_PARAMS' });
  });

  it('midnight_rpc_chain_get_finalized_head and system_health report both services', async () => {
    const head = (await call('midnight_rpc_chain_get_finalized_head')).data;
    expect(head).toMatchObject({
      finalized: { number: world.node.chain.finalizedNumber() },
      best: { number: 30 },
      unfinalized_blocks: 2,
    });
    const health = (await call('midnight_rpc_system_health')).data;
    expect(health).toMatchObject({
      status: 'healthy',
      node: {
        reachable: true,
        peers: 3,
        finality_lag_blocks: 2,
        ledger_version: world.node.chain.hasMidnightPallet ? 'ledger-9.1.0.1' : null,
      },
      indexer: { ready: true, latest_block: world.node.chain.finalizedNumber() },
    });
  });

  it('midnight_rpc_get_balance sums unspent NIGHT and says what does not exist', async () => {
    const { data } = await call('midnight_rpc_get_balance', { address: world.indexer.data.address });
    const night = data.balances.find((b: { token: string }) => b.token === 'NIGHT');
    expect(BigInt(night.atomic)).toBe(world.indexer.data.expectedNightBalance);
    expect(night.formatted).toMatch(/ NIGHT$/);
    expect(data).toMatchObject({ reserved: null, frozen: null, complete: true });
    expect(data.notes.join(' ')).toContain('no balances pallet');
    expect((await call('midnight_rpc_get_balance', { address: 'mn_addr1notvalid' })).error).toMatchObject({
      code: 'INVALID_ADDRESS',
    });
    expect(
      (
        await call('midnight_rpc_get_balance', {
          address: world.indexer.data.address.replace('_undeployed', '_preview'),
        })
      ).error,
    ).toMatchObject({ code: 'INVALID_ADDRESS' });
  });

  it('midnight_rpc_get_transaction joins indexer facts with the node extrinsic', async () => {
    const tx = world.indexer.data.txs[1]!;
    const { data } = await call('midnight_rpc_get_transaction', { hash: `0x${tx.hash}` });
    expect(data.transaction).toMatchObject({ hash: tx.hash, block_height: tx.height, status: 'SUCCESS' });
    if (world.node.chain.hasMidnightPallet)
      expect(data.extrinsic).toMatchObject({ section: 'midnight', method: 'sendMnTransaction' });
    expect((await call('midnight_rpc_get_transaction', { hash: 'ab'.repeat(32) })).error).toMatchObject({
      code: 'TX_NOT_FOUND',
    });
  });
});

describe('indexer tools', () => {
  it('search_transactions by block, address and contract entry point; refuses free text', async () => {
    const byBlock = (await call('midnight_indexer_search_transactions', { block_height: 6 })).data;
    expect(byBlock.transactions).toHaveLength(1);
    const byAddress = (
      await call('midnight_indexer_search_transactions', {
        address: world.indexer.data.address,
        limit: 2,
        order: 'asc',
      })
    ).data;
    expect(byAddress).toMatchObject({ by: 'address', has_more: true, complete: true });
    expect(byAddress.transactions.map((t: { id: number }) => t.id)).toEqual([1, 2]);
    const calls = (
      await call('midnight_indexer_search_transactions', {
        contract_address: world.indexer.data.contractAddress,
        entry_point: 'increment',
      })
    ).data;
    expect(
      calls.transactions.every(
        (t: { contract_actions: { entry_point: string }[] }) => t.contract_actions[0]!.entry_point === 'increment',
      ),
    ).toBe(true);
    expect((await call('midnight_indexer_search_transactions', { query: 'transfers to alice' })).error).toMatchObject({
      code: 'INVALID_PARAMS',
      message: expect.stringContaining('no free-text'),
    });
    expect((await call('midnight_indexer_search_transactions', { block_height: 1, limit: 101 })).res.isError).toBe(
      true,
    );
  });

  it('connect + shielded history via session; viewing keys never appear in output', async () => {
    const bad = await call('midnight_indexer_connect', { viewing_key: 'mn_shield-esk_undeployed1qqqq' });
    expect(bad.error).toMatchObject({ code: 'INVALID_VIEWING_KEY' });
    expect((await call('midnight_indexer_connect', {})).error).toMatchObject({ code: 'VIEWING_KEY_REQUIRED' });
    const { data } = await call('midnight_indexer_connect', { viewing_key: world.indexer.data.viewingKey });
    expect(data.session).toMatch(/^wallet-/);
    const history = await call('midnight_indexer_get_account_history', { session: data.session });
    expect(history.data).toMatchObject({
      kind: 'shielded',
      complete: true,
      total: world.indexer.data.txs.filter((t) => t.shieldedFor).length,
    });
    expect(JSON.stringify(history.res)).not.toContain(world.indexer.data.viewingKey);
    expect([...world.indexer.sessions.keys()].some((id) => JSON.stringify(history.res).includes(id))).toBe(false);
    await call('midnight_indexer_connect', { disconnect: data.session });
    expect((await call('midnight_indexer_get_account_history', { session: data.session })).error).toMatchObject({
      code: 'SESSION_NOT_FOUND',
    });
    const direct = await call('midnight_indexer_get_account_history', { viewing_key: world.indexer.data.viewingKey });
    expect(direct.data.kind).toBe('shielded');
    expect(world.indexer.sessions.size).toBe(0);
  });

  it('get_account_history (unshielded) and search_events page correctly', async () => {
    const history = (
      await call('midnight_indexer_get_account_history', { address: world.indexer.data.address, limit: 3 })
    ).data;
    expect(history.transactions).toHaveLength(3);
    expect(history.transactions[0].id).toBeGreaterThan(history.transactions[1].id);
    const events = (
      await call('midnight_indexer_search_events', { contract_address: world.indexer.data.contractAddress, limit: 1 })
    ).data;
    expect(events).toMatchObject({ has_more: true, events: [{ id: 1, type: 'MiscContractEvent' }] });
  });
});

describe('composite tools', () => {
  it('midnight_analyze_address summarizes activity', async () => {
    const { data } = await call('midnight_analyze_address', { address: world.indexer.data.address });
    expect(data).toMatchObject({ kind: 'unshielded', network: 'undeployed', activity: { complete: true } });
    expect(data.activity.transactions).toBe(
      world.indexer.data.txs.filter(
        (t) =>
          t.created.some((u) => u.owner === world.indexer.data.address) ||
          t.spent.some((u) => u.owner === world.indexer.data.address),
      ).length,
    );
  });

  it('midnight_verify_finality separates finalized, pending and tx-based checks', async () => {
    const fin = (await call('midnight_verify_finality', { block_height: 5 })).data;
    expect(fin).toMatchObject({ status: 'finalized', is_canonical: true, is_finalized: true, confirmations: 25 });
    const pending = (await call('midnight_verify_finality', { block_hash: world.node.chain.blocks[30]!.hash })).data;
    expect(pending).toMatchObject({ status: 'pending', blocks_until_finalized: 2 });
    const byTx = (await call('midnight_verify_finality', { tx_hash: world.indexer.data.txs[0]!.hash })).data;
    expect(byTx).toMatchObject({ status: 'finalized', block: { number: world.indexer.data.txs[0]!.height } });
  });

  it('midnight_monitor_network measures 6 s blocks and finality lag', async () => {
    const { data } = await call('midnight_monitor_network', { blocks: 10 });
    expect(data).toMatchObject({
      sample: { blocks: 10, to: 30 },
      block_time_ms: { p50: 6000, avg: 6000 },
      finality_lag_blocks: 2,
      finality_lag_ms: 12000,
    });
    if (world.node.chain.hasMidnightPallet) expect(data.tx_per_second).toBeGreaterThan(0);
  });
});

describe('resilience', () => {
  it('recovers from a node disconnect without a hung call', async () => {
    await call('midnight_rpc_get_block', { height: 3 });
    world.node.dropConnections();
    const { data, error } = await call('midnight_rpc_get_block', { head: 'best', include_events: false });
    expect(error).toBeUndefined();
    expect(data.number).toBe(30);
  });
});
